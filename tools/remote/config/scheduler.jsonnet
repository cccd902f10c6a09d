// bb_scheduler: queues actions by platform. Bazel 4.2.3 may name the
// platform only in the Command message (REv2.1), hence actionAndCommand.
local c = import 'common.libsonnet';
{
  clientGrpcServers: [c.grpcServer(c.schedulerClients)],
  workerGrpcServers: [c.grpcServer(c.schedulerWorkers)],
  contentAddressableStorage: { grpc: { client: { address: c.storage } } },
  maximumMessageSizeBytes: c.maximumMessageSizeBytes,
  executeAuthorizer: c.allow,
  modifyDrainsAuthorizer: c.allow,
  killOperationsAuthorizer: c.allow,
  synchronizeAuthorizer: c.allow,
  actionRouter: {
    simple: {
      platformKeyExtractor: { actionAndCommand: {} },
      invocationKeyExtractors: [],
      initialSizeClassAnalyzer: {
        defaultExecutionTimeout: '1800s',
        maximumExecutionTimeout: '7200s',
      },
    },
  },
  platformQueueWithNoWorkersTimeout: '900s',
}
