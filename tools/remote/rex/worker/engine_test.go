package worker_test

import (
	"bytes"
	"context"
	"io"
	"log"
	"net"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cloud.google.com/go/longrunning/autogen/longrunningpb"
	repb "github.com/bazelbuild/remote-apis/build/bazel/remote/execution/v2"
	bspb "google.golang.org/genproto/googleapis/bytestream"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/omp-offload/rules_omp_offload/tools/remote/rex/server"
	"github.com/omp-offload/rules_omp_offload/tools/remote/rex/storage"
	"github.com/omp-offload/rules_omp_offload/tools/remote/rex/worker"
)

// engine is a server with its gRPC client and the workers started by
// startWorker, all in this process.
type engine struct {
	t       *testing.T
	dir     string
	store   *storage.Store
	srv     *server.Server
	http    *httptest.Server
	conn    *grpc.ClientConn
	log     *bytes.Buffer
	workers map[string]context.CancelFunc
}

func newEngine(t *testing.T) *engine {
	dir := t.TempDir()
	store, err := storage.Open(filepath.Join(dir, "storage"))
	if err != nil {
		t.Fatal(err)
	}
	pools, _ := server.ParsePools("cpu,gpu:gpu=nvidia")
	e := &engine{t: t, dir: dir, store: store, log: &bytes.Buffer{}, workers: map[string]context.CancelFunc{}}
	e.srv = server.New(store, pools, e.log)
	e.srv.OperationKeepAlive = 50 * time.Millisecond
	g := grpc.NewServer()
	e.srv.Register(g)
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go g.Serve(lis)
	e.http = httptest.NewServer(e.srv.WorkerHandler())
	e.conn, err = grpc.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for _, stop := range e.workers {
			stop()
		}
		e.conn.Close()
		e.http.Close()
		g.Stop()
	})
	return e
}

// startWorker starts a worker of pool and waits until the server has it.
func (e *engine) startWorker(pool, name string) {
	ctx, cancel := context.WithCancel(context.Background())
	w := &worker.Worker{
		Server: strings.TrimPrefix(e.http.URL, "http://"), Pool: pool, Name: name,
		Store: e.store, Dir: filepath.Join(e.dir, name), DefaultTimeout: time.Minute,
		Env: []string{"REX_POOL=" + pool}, Log: log.New(io.Discard, "", 0),
	}
	ready := make(chan struct{})
	go func() {
		w.Run(ctx)
		close(ready)
	}()
	e.workers[name] = func() { cancel(); <-ready }
	// The server has the worker when an action for its pool is accepted;
	// give the connection a moment.
	time.Sleep(100 * time.Millisecond)
}

func (e *engine) put(m proto.Message) *repb.Digest {
	d, err := e.store.PutProto(m)
	if err != nil {
		e.t.Fatal(err)
	}
	return d
}

// action stores an action running script with sh, with an input file
// in/data, and returns its digest.
func (e *engine) action(script string, files, dirs []string, timeout time.Duration, kv ...string) *repb.Digest {
	data := []byte("input data\n")
	dd := storage.DigestOf(data)
	e.store.Put(dd, data)
	in := e.put(&repb.Directory{Files: []*repb.FileNode{{Name: "data", Digest: dd}}})
	root := e.put(&repb.Directory{Directories: []*repb.DirectoryNode{{Name: "in", Digest: in}}})
	cmd := &repb.Command{
		Arguments:            []string{"/bin/sh", "-c", script},
		EnvironmentVariables: []*repb.Command_EnvironmentVariable{{Name: "PATH", Value: "/bin:/usr/bin"}, {Name: "GREETING", Value: "hello"}},
		OutputFiles:          files,
		OutputDirectories:    dirs,
		Platform:             &repb.Platform{},
	}
	for i := 0; i < len(kv); i += 2 {
		cmd.Platform.Properties = append(cmd.Platform.Properties, &repb.Platform_Property{Name: kv[i], Value: kv[i+1]})
	}
	a := &repb.Action{CommandDigest: e.put(cmd), InputRootDigest: root}
	if timeout > 0 {
		a.Timeout = durationpb.New(timeout)
	}
	return e.put(a)
}

func (e *engine) execute(d *repb.Digest) *repb.ExecuteResponse {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	stream, err := repb.NewExecutionClient(e.conn).Execute(ctx, &repb.ExecuteRequest{ActionDigest: d})
	if err != nil {
		e.t.Fatal(err)
	}
	var last *longrunningpb.Operation
	for {
		op, err := stream.Recv()
		if err == io.EOF {
			break
		}
		if err != nil {
			e.t.Fatalf("Execute: %v", err)
		}
		last = op
	}
	if last == nil || !last.Done {
		e.t.Fatalf("Execute ended without a done operation: %v", last)
	}
	resp := &repb.ExecuteResponse{}
	if err := last.GetResponse().UnmarshalTo(resp); err != nil {
		e.t.Fatal(err)
	}
	return resp
}

func (e *engine) blob(d *repb.Digest) string {
	data, err := e.store.Get(d)
	if err != nil {
		e.t.Fatal(err)
	}
	return string(data)
}

func TestExecuteRoutesAndCaches(t *testing.T) {
	e := newEngine(t)
	e.startWorker("cpu", "cpu-1")
	e.startWorker("gpu", "gpu-1")
	script := `cat in/data > out/copy; echo "$GREETING from $REX_POOL" > out/where; mkdir -p tree/sub && echo leaf > tree/sub/f; echo to-stdout`
	for _, tc := range []struct {
		name, pool string
		platform   []string
	}{
		{"cpu", "cpu", []string{"OSFamily", "Linux"}},
		{"gpu by property", "gpu", []string{"OSFamily", "Linux", "gpu", "nvidia"}},
		{"gpu by Pool", "gpu", []string{"Pool", "gpu"}},
	} {
		d := e.action(script+"; echo "+tc.name, []string{"out/copy", "out/where", "out/absent"}, []string{"tree"}, 0, tc.platform...)
		resp := e.execute(d)
		if resp.Status.GetCode() != 0 || resp.Result.GetExitCode() != 0 {
			t.Fatalf("%s: %v", tc.name, resp)
		}
		if resp.CachedResult {
			t.Errorf("%s: first run is cached", tc.name)
		}
		files := map[string]string{}
		for _, f := range resp.Result.OutputFiles {
			files[f.Path] = e.blob(f.Digest)
		}
		if files["out/copy"] != "input data\n" || files["out/where"] != "hello from "+tc.pool+"\n" || len(files) != 2 {
			t.Errorf("%s: outputs %q", tc.name, files)
		}
		if got := e.blob(resp.Result.StdoutDigest); got != "to-stdout\n"+tc.name+"\n" {
			t.Errorf("%s: stdout %q", tc.name, got)
		}
		if len(resp.Result.OutputDirectories) != 1 {
			t.Fatalf("%s: output directories %v", tc.name, resp.Result.OutputDirectories)
		}
		tree := &repb.Tree{}
		e.store.GetProto(resp.Result.OutputDirectories[0].TreeDigest, tree)
		if len(tree.Root.Directories) != 1 || tree.Root.Directories[0].Name != "sub" || len(tree.Children) != 1 ||
			e.blob(tree.Children[0].Files[0].Digest) != "leaf\n" {
			t.Errorf("%s: tree %v", tc.name, tree)
		}
		if !strings.Contains(e.log.String(), `"pool":"`+tc.pool+`","worker":"`+tc.pool+`-1"`) {
			t.Errorf("%s: the action log does not say pool %s ran it:\n%s", tc.name, tc.pool, e.log)
		}
		again := e.execute(d)
		if !again.CachedResult || again.Result.OutputFiles[0].Digest.Hash != resp.Result.OutputFiles[0].Digest.Hash {
			t.Errorf("%s: second run not from the cache: %v", tc.name, again)
		}
	}
}

func TestExecuteFailures(t *testing.T) {
	e := newEngine(t)
	e.startWorker("cpu", "cpu-1")
	for _, tc := range []struct {
		name     string
		script   string
		platform []string
		timeout  time.Duration
		code     codes.Code
		exit     int32
		msg      string
	}{
		{name: "no gpu worker", script: "true", platform: []string{"gpu", "nvidia"}, code: codes.FailedPrecondition, msg: `no worker of pool "gpu" is running`},
		{name: "unknown pool", script: "true", platform: []string{"Pool", "tpu"}, code: codes.FailedPrecondition, msg: `pool "tpu"`},
		{name: "exit code", script: "exit 3", exit: 3},
		{name: "timeout", script: "sleep 30", timeout: 200 * time.Millisecond, code: codes.DeadlineExceeded, exit: -1, msg: "ran out of"},
	} {
		start := time.Now()
		resp := e.execute(e.action(tc.script, nil, nil, tc.timeout, tc.platform...))
		if codes.Code(resp.Status.GetCode()) != tc.code || !strings.Contains(resp.Status.GetMessage(), tc.msg) {
			t.Errorf("%s: status %v, want %v with %q", tc.name, resp.Status, tc.code, tc.msg)
		}
		if resp.Result.GetExitCode() != tc.exit {
			t.Errorf("%s: exit code %d, want %d", tc.name, resp.Result.GetExitCode(), tc.exit)
		}
		if time.Since(start) > 10*time.Second {
			t.Errorf("%s: took %v", tc.name, time.Since(start))
		}
	}
	// A failed action is not cached.
	d := e.action("exit 3", nil, nil, 0)
	if resp := e.execute(d); resp.CachedResult {
		t.Error("a failing action came from the cache")
	}
	if _, err := repb.NewActionCacheClient(e.conn).GetActionResult(context.Background(), &repb.GetActionResultRequest{ActionDigest: d}); err == nil {
		t.Error("a failing action is in the action cache")
	}
}

func TestWorkerLostMidAction(t *testing.T) {
	e := newEngine(t)
	e.startWorker("gpu", "gpu-1")
	d := e.action("sleep 30", nil, nil, 0, "gpu", "nvidia")
	go func() {
		time.Sleep(500 * time.Millisecond)
		e.workers["gpu-1"]()
	}()
	start := time.Now()
	resp := e.execute(d)
	if codes.Code(resp.Status.GetCode()) != codes.Unavailable || !strings.Contains(resp.Status.GetMessage(), `worker gpu-1 of pool "gpu" stopped`) {
		t.Errorf("status %v, want UNAVAILABLE naming the worker", resp.Status)
	}
	if time.Since(start) > 10*time.Second {
		t.Errorf("took %v", time.Since(start))
	}
	// Without the worker the pool refuses; with one back it runs.
	if resp := e.execute(e.action("true", nil, nil, 0, "gpu", "nvidia")); !strings.Contains(resp.Status.GetMessage(), `no worker of pool "gpu"`) {
		t.Errorf("with no gpu worker: %v", resp.Status)
	}
	e.startWorker("gpu", "gpu-2")
	if resp := e.execute(e.action("true; echo again", nil, nil, 0, "gpu", "nvidia")); resp.Status.GetCode() != 0 || resp.Result.GetExitCode() != 0 {
		t.Errorf("with the worker back: %v", resp)
	}
}

func TestSandboxHidesMasks(t *testing.T) {
	bwrap, err := exec.LookPath("bwrap")
	if err != nil {
		t.Skip("no bwrap")
	}
	if out, err := exec.Command(bwrap, "--dev-bind", "/", "/", "--tmpfs", "/opt", "--", "true").CombinedOutput(); err != nil {
		t.Skipf("bwrap cannot run here: %v %s", err, out)
	}
	e := newEngine(t)
	hidden := t.TempDir()
	if err := exec.Command("touch", filepath.Join(hidden, "visible")).Run(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	w := &worker.Worker{
		Server: strings.TrimPrefix(e.http.URL, "http://"), Pool: "cpu", Name: "cpu-b",
		Store: e.store, Dir: filepath.Join(e.dir, "cpu-b"), DefaultTimeout: time.Minute,
		Bwrap: bwrap, Masks: []string{hidden, "/does/not/exist"}, Log: log.New(io.Discard, "", 0),
	}
	done := make(chan struct{})
	go func() { w.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()
	time.Sleep(100 * time.Millisecond)
	resp := e.execute(e.action("ls -A "+hidden+"; test ! -e "+hidden+"/visible && cat in/data", nil, nil, 0))
	if resp.Status.GetCode() != 0 || resp.Result.GetExitCode() != 0 || e.blob(resp.Result.StdoutDigest) != "input data\n" {
		t.Errorf("under bwrap: %v, stdout %q", resp, e.blob(resp.Result.GetStdoutDigest()))
	}
	// A timeout ends the processes the action left in the background too.
	resp = e.execute(e.action("(sleep 60 &); sleep 60", nil, nil, 300*time.Millisecond))
	if codes.Code(resp.Status.GetCode()) != codes.DeadlineExceeded {
		t.Errorf("timeout under bwrap: %v", resp.Status)
	}
	time.Sleep(200 * time.Millisecond)
	if left := processesUnder(filepath.Join(e.dir, "cpu-b")); len(left) > 0 {
		t.Errorf("processes left by the timed-out action: %v", left)
	}
}

// processesUnder lists the pids whose working directory is under dir.
func processesUnder(dir string) []string {
	var pids []string
	procs, _ := filepath.Glob("/proc/[0-9]*")
	for _, p := range procs {
		if cwd, err := os.Readlink(p + "/cwd"); err == nil && strings.HasPrefix(cwd, dir+"/") {
			pids = append(pids, filepath.Base(p))
		}
	}
	return pids
}

func TestByteStreamAndBatches(t *testing.T) {
	e := newEngine(t)
	ctx := context.Background()
	data := bytes.Repeat([]byte("0123456789"), 300000) // 3 MB, several chunks
	d := storage.DigestOf(data)
	cas := repb.NewContentAddressableStorageClient(e.conn)
	missing, err := cas.FindMissingBlobs(ctx, &repb.FindMissingBlobsRequest{BlobDigests: []*repb.Digest{d, {Hash: storage.EmptyHash}}})
	if err != nil || len(missing.MissingBlobDigests) != 1 || missing.MissingBlobDigests[0].Hash != d.Hash {
		t.Fatalf("FindMissingBlobs = %v, %v", missing, err)
	}
	bs := bspb.NewByteStreamClient(e.conn)
	w, err := bs.Write(ctx)
	if err != nil {
		t.Fatal(err)
	}
	name := "inst/uploads/3f2c/blobs/" + storage.Key(d)
	for off := 0; off < len(data); off += 1 << 20 {
		end := off + 1<<20
		if end > len(data) {
			end = len(data)
		}
		req := &bspb.WriteRequest{WriteOffset: int64(off), Data: data[off:end], FinishWrite: end == len(data)}
		if off == 0 {
			req.ResourceName = name
		}
		if err := w.Send(req); err != nil {
			t.Fatal(err)
		}
	}
	if resp, err := w.CloseAndRecv(); err != nil || resp.CommittedSize != d.SizeBytes {
		t.Fatalf("Write = %v, %v", resp, err)
	}
	r, err := bs.Read(ctx, &bspb.ReadRequest{ResourceName: "inst/blobs/" + storage.Key(d), ReadOffset: 5, ReadLimit: 2000000})
	if err != nil {
		t.Fatal(err)
	}
	var got []byte
	for {
		chunk, err := r.Recv()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, chunk.Data...)
	}
	if !bytes.Equal(got, data[5:2000005]) {
		t.Errorf("Read returned %d bytes, not the ones written", len(got))
	}
	small := []byte("small")
	bad := storage.DigestOf([]byte("other"))
	up, err := cas.BatchUpdateBlobs(ctx, &repb.BatchUpdateBlobsRequest{Requests: []*repb.BatchUpdateBlobsRequest_Request{
		{Digest: storage.DigestOf(small), Data: small}, {Digest: bad, Data: small},
	}})
	if err != nil || up.Responses[0].Status.Code != 0 || codes.Code(up.Responses[1].Status.Code) != codes.InvalidArgument {
		t.Fatalf("BatchUpdateBlobs = %v, %v", up, err)
	}
	rd, err := cas.BatchReadBlobs(ctx, &repb.BatchReadBlobsRequest{Digests: []*repb.Digest{storage.DigestOf(small), bad}})
	if err != nil || string(rd.Responses[0].Data) != "small" || codes.Code(rd.Responses[1].Status.Code) != codes.NotFound {
		t.Fatalf("BatchReadBlobs = %v, %v", rd, err)
	}
	// GetTree returns the root and what is below it.
	leaf := e.put(&repb.Directory{Files: []*repb.FileNode{{Name: "f", Digest: storage.DigestOf(small)}}})
	root := e.put(&repb.Directory{Directories: []*repb.DirectoryNode{{Name: "a", Digest: leaf}, {Name: "b", Digest: leaf}}})
	tr, err := cas.GetTree(ctx, &repb.GetTreeRequest{RootDigest: root})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for {
		page, err := tr.Recv()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		n += len(page.Directories)
	}
	if n != 2 {
		t.Errorf("GetTree returned %d directories, want 2", n)
	}
	caps, err := repb.NewCapabilitiesClient(e.conn).GetCapabilities(ctx, &repb.GetCapabilitiesRequest{})
	if err != nil || !caps.ExecutionCapabilities.ExecEnabled || caps.LowApiVersion.Major != 2 {
		t.Errorf("GetCapabilities = %v, %v", caps, err)
	}
}
