// Shared by the configurations of the local cluster (tools/remote/cluster.sh).
// Everything listens on loopback only; CLUSTER_DIR (from the environment)
// holds the state.
{
  dir: std.extVar('CLUSTER_DIR'),
  storage: '127.0.0.1:' + std.extVar('STORAGE_PORT'),
  schedulerClients: '127.0.0.1:' + std.extVar('SCHEDULER_PORT'),
  schedulerWorkers: '127.0.0.1:' + std.extVar('SCHEDULER_WORKER_PORT'),
  allow: { allow: {} },
  grpcServer(address):: {
    listenAddresses: [address],
    authenticationPolicy: { allow: {} },
  },
  // Both worker pools announce this; the GPU pool adds gpu=nvidia, which is
  // what --//platforms:gpu_test_exec_property=gpu=nvidia asks for.
  cpuPlatform: [
    { name: 'OSFamily', value: 'Linux' },
  ],
  gpuPlatform: self.cpuPlatform + [
    { name: 'gpu', value: 'nvidia' },
  ],
  maximumMessageSizeBytes: 16 * 1024 * 1024,
}
