// bb_worker of one pool (POOL=cpu or gpu): runs actions through its
// bb_runner in native build directories under CLUSTER_DIR/POOL.
local c = import 'common.libsonnet';
local pool = std.extVar('POOL');
local dir = c.dir + '/' + pool;
{
  blobstore: {
    contentAddressableStorage: { grpc: { client: { address: c.storage } } },
    actionCache: { grpc: { client: { address: c.storage } } },
  },
  scheduler: { address: c.schedulerWorkers },
  maximumMessageSizeBytes: c.maximumMessageSizeBytes,
  // Bazel 4.2.3 asks for outputs with REv2.0's output_files and
  // output_directories.
  supportLegacyOutputFilesAndDirectories: true,
  inputDownloadConcurrency: 10,
  outputUploadConcurrency: 10,
  directoryCache: { maximumCount: 1000, maximumSizeBytes: 1000 * 1024, cacheReplacementPolicy: 'LEAST_RECENTLY_USED' },
  filePool: { blockDevice: { file: { path: dir + '/filepool', sizeBytes: 1024 * 1024 * 1024 } } },
  buildDirectories: [{
    native: {
      buildDirectoryPath: dir + '/build',
      cacheDirectoryPath: dir + '/cache',
      maximumCacheFileCount: 10000,
      maximumCacheSizeBytes: 1024 * 1024 * 1024,
      cacheReplacementPolicy: 'LEAST_RECENTLY_USED',
    },
    runners: [{
      endpoint: { address: 'unix://' + dir + '/runner.sock' },
      concurrency: 2,
      platform: { properties: if pool == 'gpu' then c.gpuPlatform else c.cpuPlatform },
      workerId: { pool: pool },
      // Lets a test say which pool ran it.
      environmentVariables: { BUILDBARN_POOL: pool },
    }],
  }],
}
