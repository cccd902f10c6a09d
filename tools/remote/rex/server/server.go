// Package server is the engine's front end: the REv2 services Bazel calls
// (Capabilities, ContentAddressableStorage, ByteStream, ActionCache,
// Execution) and the scheduler that hands actions to the workers of the pool
// their platform names, over a small HTTP protocol on a second port.
package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	"cloud.google.com/go/longrunning/autogen/longrunningpb"
	repb "github.com/bazelbuild/remote-apis/build/bazel/remote/execution/v2"
	bspb "google.golang.org/genproto/googleapis/bytestream"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	rpcstatus "google.golang.org/genproto/googleapis/rpc/status"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/anypb"

	"github.com/omp-offload/rules_omp_offload/tools/remote/rex/storage"
)

// Job is what a worker receives: one action to run.
type Job struct {
	ID     string `json:"id"`
	Action string `json:"action"` // HASH/SIZE of the Action message
	Pool   string `json:"pool"`
}

// Result is what a worker sends back for a Job: the ActionResult (a
// serialized proto) and, when the action could not run as asked, a gRPC
// status code and message (DEADLINE_EXCEEDED for a timeout).
type Result struct {
	ID      string `json:"id"`
	Result  []byte `json:"result,omitempty"`
	Code    int    `json:"code"`
	Message string `json:"message,omitempty"`
}

// LogEntry is one line of the engine's action log (JSON lines): an
// Execute call's outcome, with the pool and worker that ran it.
type LogEntry struct {
	Time     string   `json:"time"`
	Event    string   `json:"event"` // executed, cached, failed
	Action   string   `json:"action"`
	Pool     string   `json:"pool,omitempty"`
	Worker   string   `json:"worker,omitempty"`
	Platform string   `json:"platform,omitempty"`
	Outputs  []string `json:"outputs,omitempty"`
	ExitCode int32    `json:"exit_code"`
	Status   string   `json:"status,omitempty"`
}

type job struct {
	Job
	action  *repb.Action
	command *repb.Command
	worker  string
	op      *operation
	once    sync.Once
	done    chan struct{} // closed when resp is set
	resp    *repb.ExecuteResponse
}

// finish sets the job's outcome, once: the first of the worker's result
// and the loss of the worker wins.
func (j *job) finish(resp *repb.ExecuteResponse) {
	j.once.Do(func() {
		j.resp = resp
		close(j.done)
	})
}

type pool struct {
	PoolSpec
	queue   []*job
	wake    chan struct{} // closed when a job is queued
	streams int           // connected worker slots
}

type operation struct {
	name   string
	action *repb.Digest
	mu     sync.Mutex
	stage  repb.ExecutionStage_Value
	done   chan struct{}
	resp   *repb.ExecuteResponse
}

// Server holds the storage, the operations and the pools.
type Server struct {
	repb.UnimplementedCapabilitiesServer
	repb.UnimplementedContentAddressableStorageServer
	repb.UnimplementedActionCacheServer
	repb.UnimplementedExecutionServer
	bspb.UnimplementedByteStreamServer

	store *storage.Store
	specs []PoolSpec

	mu    sync.Mutex
	pools map[string]*pool
	ops   map[string]*operation
	jobs  map[string]*job

	logMu sync.Mutex
	log   io.Writer
	// OperationKeepAlive is how often an Execute stream repeats the
	// operation's state while it waits.
	OperationKeepAlive time.Duration
}

// New makes a server over store with the given pools; it writes its action
// log to actionLog (may be nil).
func New(store *storage.Store, pools []PoolSpec, actionLog io.Writer) *Server {
	s := &Server{
		store: store, specs: pools, log: actionLog,
		pools: map[string]*pool{}, ops: map[string]*operation{}, jobs: map[string]*job{},
		OperationKeepAlive: 10 * time.Second,
	}
	for _, p := range pools {
		s.pools[p.Name] = &pool{PoolSpec: p, wake: make(chan struct{})}
	}
	return s
}

// Register adds the REv2 and ByteStream services to g.
func (s *Server) Register(g *grpc.Server) {
	repb.RegisterCapabilitiesServer(g, s)
	repb.RegisterContentAddressableStorageServer(g, s)
	repb.RegisterActionCacheServer(g, s)
	repb.RegisterExecutionServer(g, s)
	bspb.RegisterByteStreamServer(g, s)
}

func newID() string {
	b := make([]byte, 12)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func (s *Server) writeLog(e LogEntry) {
	if s.log == nil {
		return
	}
	e.Time = time.Now().UTC().Format(time.RFC3339Nano)
	line, _ := json.Marshal(e)
	s.logMu.Lock()
	defer s.logMu.Unlock()
	s.log.Write(append(line, '\n'))
}

// Execute runs an action (or finds it in the action cache) and streams its
// long-running operation until it is done.
func (s *Server) Execute(req *repb.ExecuteRequest, stream repb.Execution_ExecuteServer) error {
	if err := storage.CheckDigest(req.ActionDigest); err != nil {
		return err
	}
	op := &operation{name: "operations/" + newID(), action: req.ActionDigest, stage: repb.ExecutionStage_CACHE_CHECK, done: make(chan struct{})}
	s.mu.Lock()
	s.ops[op.name] = op
	s.mu.Unlock()
	go s.run(op, req)
	return s.follow(op, stream)
}

// WaitExecution follows an operation that Execute started.
func (s *Server) WaitExecution(req *repb.WaitExecutionRequest, stream repb.Execution_WaitExecutionServer) error {
	s.mu.Lock()
	op := s.ops[req.Name]
	s.mu.Unlock()
	if op == nil {
		return status.Errorf(codes.NotFound, "no operation %q", req.Name)
	}
	return s.follow(op, stream)
}

func (s *Server) follow(op *operation, stream grpc.ServerStreamingServer[longrunningpb.Operation]) error {
	tick := time.NewTicker(s.OperationKeepAlive)
	defer tick.Stop()
	for {
		select {
		case <-op.done:
			return stream.Send(op.proto())
		default:
		}
		if err := stream.Send(op.proto()); err != nil {
			return err
		}
		select {
		case <-op.done:
		case <-tick.C:
		case <-stream.Context().Done():
			return stream.Context().Err()
		}
	}
}

func (op *operation) setStage(st repb.ExecutionStage_Value) {
	op.mu.Lock()
	op.stage = st
	op.mu.Unlock()
}

func (op *operation) proto() *longrunningpb.Operation {
	op.mu.Lock()
	defer op.mu.Unlock()
	meta, _ := anypb.New(&repb.ExecuteOperationMetadata{Stage: op.stage, ActionDigest: op.action})
	p := &longrunningpb.Operation{Name: op.name, Metadata: meta}
	if op.resp != nil {
		resp, _ := anypb.New(op.resp)
		p.Done = true
		p.Result = &longrunningpb.Operation_Response{Response: resp}
	}
	return p
}

func (s *Server) complete(op *operation, resp *repb.ExecuteResponse) {
	op.mu.Lock()
	op.stage = repb.ExecutionStage_COMPLETED
	op.resp = resp
	op.mu.Unlock()
	close(op.done)
	// Keep it a while for WaitExecution.
	time.AfterFunc(10*time.Minute, func() {
		s.mu.Lock()
		delete(s.ops, op.name)
		s.mu.Unlock()
	})
}

func failure(code codes.Code, format string, args ...interface{}) *repb.ExecuteResponse {
	return &repb.ExecuteResponse{Status: &rpcstatus.Status{Code: int32(code), Message: fmt.Sprintf(format, args...)}}
}

// missing is the FAILED_PRECONDITION that tells the client to upload a blob.
func missing(d *repb.Digest) *repb.ExecuteResponse {
	st, _ := status.New(codes.FailedPrecondition, "blob "+storage.Key(d)+" is not in the CAS").
		WithDetails(&errdetails.PreconditionFailure{Violations: []*errdetails.PreconditionFailure_Violation{{
			Type: "MISSING", Subject: "blobs/" + storage.Key(d),
		}}})
	return &repb.ExecuteResponse{Status: st.Proto()}
}

func (s *Server) run(op *operation, req *repb.ExecuteRequest) {
	entry := LogEntry{Action: storage.Key(req.ActionDigest)}
	resp := s.execute(op, req, &entry)
	if resp.CachedResult {
		entry.Event = "cached"
	} else if resp.Status.GetCode() != 0 {
		entry.Event = "failed"
		entry.Status = codes.Code(resp.Status.Code).String() + ": " + resp.Status.Message
	} else {
		entry.Event = "executed"
	}
	if resp.Result != nil {
		entry.ExitCode = resp.Result.ExitCode
	}
	s.writeLog(entry)
	s.complete(op, resp)
}

func (s *Server) execute(op *operation, req *repb.ExecuteRequest, entry *LogEntry) *repb.ExecuteResponse {
	action := &repb.Action{}
	if err := s.store.GetProto(req.ActionDigest, action); err != nil {
		if status.Code(err) == codes.NotFound {
			return missing(req.ActionDigest)
		}
		return &repb.ExecuteResponse{Status: rpcStatus(err)}
	}
	command := &repb.Command{}
	if err := s.store.GetProto(action.CommandDigest, command); err != nil {
		if status.Code(err) == codes.NotFound {
			return missing(action.CommandDigest)
		}
		return &repb.ExecuteResponse{Status: rpcStatus(err)}
	}
	entry.Outputs = append(append([]string{}, command.OutputFiles...), command.OutputDirectories...)
	entry.Outputs = append(entry.Outputs, command.OutputPaths...)
	sort.Strings(entry.Outputs)
	if !req.SkipCacheLookup && !action.DoNotCache {
		if ar, err := s.store.GetActionResult(req.ActionDigest); err == nil {
			return &repb.ExecuteResponse{Result: ar, CachedResult: true}
		}
	}
	// REv2.0 clients (Bazel 4) put the platform in the Command only.
	platform := action.Platform
	if len(platform.GetProperties()) == 0 {
		platform = command.Platform
	}
	entry.Platform = PlatformString(platform)
	poolName, err := Route(s.specs, platform)
	if err != nil {
		return failure(codes.FailedPrecondition, "%v", err)
	}
	entry.Pool = poolName
	if !s.store.Has(action.InputRootDigest) {
		return missing(action.InputRootDigest)
	}
	j := &job{
		Job:    Job{ID: newID(), Action: storage.Key(req.ActionDigest), Pool: poolName},
		action: action, command: command, op: op,
		done: make(chan struct{}),
	}
	if !s.enqueue(j) {
		return failure(codes.FailedPrecondition, "no worker of pool %q is running: the action's platform [%s] routes it there (start one: rex worker --pool %s)",
			poolName, entry.Platform, poolName)
	}
	op.setStage(repb.ExecutionStage_QUEUED)
	<-j.done
	resp := j.resp
	s.mu.Lock()
	delete(s.jobs, j.ID)
	entry.Worker = j.worker
	s.mu.Unlock()
	if resp.Status.GetCode() == 0 && resp.Result != nil && resp.Result.ExitCode == 0 && !action.DoNotCache {
		if err := s.store.PutActionResult(req.ActionDigest, resp.Result); err != nil {
			log.Printf("action cache: %v", err)
		}
	}
	return resp
}

// enqueue queues j on its pool; false when no worker of the pool is
// connected, so that the action fails at once rather than waits.
func (s *Server) enqueue(j *job) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.pools[j.Pool]
	if p.streams == 0 {
		return false
	}
	s.jobs[j.ID] = j
	p.queue = append(p.queue, j)
	close(p.wake)
	p.wake = make(chan struct{})
	return true
}

// take waits for a job of p; nil when ctx ends first.
func (s *Server) take(ctx context.Context, p *pool) *job {
	for {
		s.mu.Lock()
		if len(p.queue) > 0 {
			j := p.queue[0]
			p.queue = p.queue[1:]
			s.mu.Unlock()
			return j
		}
		wake := p.wake
		s.mu.Unlock()
		select {
		case <-wake:
		case <-ctx.Done():
			return nil
		}
	}
}

// WorkerHandler serves the workers' protocol:
//
//	GET /work?pool=P&worker=W  a stream of Jobs, one JSON object a line,
//	                           the next only after the previous one's Result;
//	                           the worker is in its pool while it is open
//	POST /result               a Result
func (s *Server) WorkerHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/work", s.serveWork)
	mux.HandleFunc("/result", s.serveResult)
	return mux
}

func (s *Server) serveWork(w http.ResponseWriter, r *http.Request) {
	name, worker := r.URL.Query().Get("pool"), r.URL.Query().Get("worker")
	s.mu.Lock()
	p := s.pools[name]
	if p != nil {
		p.streams++
	}
	s.mu.Unlock()
	if p == nil {
		http.Error(w, fmt.Sprintf("no pool %q here (pools: %s)", name, poolNames(s.specs)), http.StatusNotFound)
		return
	}
	log.Printf("worker %s joined pool %s", worker, name)
	defer func() {
		s.mu.Lock()
		p.streams--
		var orphans []*job
		if p.streams == 0 {
			orphans, p.queue = p.queue, nil
		}
		s.mu.Unlock()
		for _, j := range orphans {
			j.finish(failure(codes.FailedPrecondition, "no worker of pool %q is running: the last one (%s) left while the action waited", name, worker))
		}
		log.Printf("worker %s left pool %s", worker, name)
	}()
	flusher, _ := w.(http.Flusher)
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.WriteHeader(http.StatusOK)
	enc := json.NewEncoder(w)
	// The first line says the worker is in.
	if err := enc.Encode(Job{Pool: name}); err != nil {
		return
	}
	if flusher != nil {
		flusher.Flush()
	}
	ctx := r.Context()
	for {
		j := s.take(ctx, p)
		if j == nil {
			return
		}
		s.mu.Lock()
		j.worker = worker
		s.mu.Unlock()
		j.op.setStage(repb.ExecutionStage_EXECUTING)
		err := enc.Encode(j.Job)
		if err == nil && flusher != nil {
			flusher.Flush()
		}
		if err != nil {
			j.finish(failure(codes.Unavailable, "worker %s of pool %q could not take the action: %v", worker, name, err))
			return
		}
		select {
		case <-j.done:
		case <-ctx.Done():
			j.finish(failure(codes.Unavailable, "worker %s of pool %q stopped while it ran the action", worker, name))
			return
		}
	}
}

func (s *Server) serveResult(w http.ResponseWriter, r *http.Request) {
	var res Result
	if err := json.NewDecoder(r.Body).Decode(&res); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	j := s.jobs[res.ID]
	s.mu.Unlock()
	if j == nil {
		http.Error(w, "no job "+res.ID, http.StatusNotFound)
		return
	}
	resp := &repb.ExecuteResponse{Status: &rpcstatus.Status{Code: int32(res.Code), Message: res.Message}}
	if len(res.Result) > 0 {
		ar := &repb.ActionResult{}
		if err := proto.Unmarshal(res.Result, ar); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		resp.Result = ar
	}
	if resp.Status.Code != 0 && !strings.Contains(resp.Status.Message, j.worker) {
		resp.Status.Message = fmt.Sprintf("worker %s of pool %q: %s", j.worker, j.Pool, resp.Status.Message)
	}
	j.finish(resp)
	w.WriteHeader(http.StatusNoContent)
}
