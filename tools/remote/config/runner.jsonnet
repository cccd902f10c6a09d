// bb_runner of one pool: executes the commands bb_worker hands it.
local c = import 'common.libsonnet';
local dir = c.dir + '/' + std.extVar('POOL');
{
  buildDirectoryPath: dir + '/build',
  grpcServers: [{
    listenPaths: [dir + '/runner.sock'],
    authenticationPolicy: { allow: {} },
  }],
}
