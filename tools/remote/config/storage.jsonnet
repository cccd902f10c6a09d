// bb_storage: the CAS and the action cache, in memory, and the frontend
// that forwards Execute calls to the scheduler.
local c = import 'common.libsonnet';
local inMemory(entries, blockSize) = {
  'local': {
    keyLocationMapInMemory: { entries: entries },
    keyLocationMapMaximumGetAttempts: 8,
    keyLocationMapMaximumPutAttempts: 32,
    oldBlocks: 1,
    currentBlocks: 4,
    newBlocks: 1,
    blocksInMemory: { blockSizeBytes: blockSize },
  },
};
{
  grpcServers: [c.grpcServer(c.storage)],
  schedulers: { '': { endpoint: { address: c.schedulerClients } } },
  contentAddressableStorage: {
    backend: inMemory(1000000, 256 * 1024 * 1024),
    getAuthorizer: c.allow,
    putAuthorizer: c.allow,
    findMissingAuthorizer: c.allow,
  },
  actionCache: {
    backend: inMemory(100000, 16 * 1024 * 1024),
    getAuthorizer: c.allow,
    putAuthorizer: c.allow,
  },
  executeAuthorizer: c.allow,
  maximumMessageSizeBytes: c.maximumMessageSizeBytes,
}
