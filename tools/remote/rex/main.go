// Command rex is a small remote execution engine for the tests of
// rules_omp_offload: an REv2 server (CAS, action cache, execution) with a
// scheduler that routes actions to worker pools by their platform, and the
// workers, which run on the same machine and share the server's storage
// directory. Everything listens on loopback only.
//
//	rex serve --listen 127.0.0.1:8980 --worker-listen 127.0.0.1:8981 \
//	    --pools cpu,gpu:gpu=nvidia --storage DIR --action-log FILE
//	rex worker --server 127.0.0.1:8981 --pool gpu --storage DIR --dir DIR
//
// See docs/remote.md.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"google.golang.org/grpc"

	"github.com/omp-offload/rules_omp_offload/tools/remote/rex/server"
	"github.com/omp-offload/rules_omp_offload/tools/remote/rex/storage"
	"github.com/omp-offload/rules_omp_offload/tools/remote/rex/worker"
)

func main() {
	log.SetFlags(log.LstdFlags | log.Lmicroseconds)
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "serve":
		err = serve(os.Args[2:])
	case "worker":
		err = runWorker(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		log.Fatalf("rex %s: %v", os.Args[1], err)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: rex serve|worker [flags] (rex serve -h, rex worker -h)")
	os.Exit(2)
}

// loopback refuses addresses other than loopback ones: the engine has no
// authentication.
func loopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return err
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("%s is not a loopback address: the engine has no authentication", addr)
	}
	return nil
}

func signalContext() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
}

func serve(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ExitOnError)
	listen := fs.String("listen", "127.0.0.1:8980", "REv2 gRPC address (Bazel's --remote_executor=grpc://ADDR)")
	workerListen := fs.String("worker-listen", "127.0.0.1:8981", "address the workers connect to")
	pools := fs.String("pools", "cpu,gpu:gpu=nvidia", "pools: NAME[:KEY=VALUE...],...; the first gets what no other claims; Pool=NAME names one")
	dir := fs.String("storage", "", "storage directory (CAS and action cache), shared with the workers")
	actionLog := fs.String("action-log", "", "file to append one JSON line per Execute call to")
	fs.Parse(args)
	if *dir == "" {
		return errors.New("--storage is needed")
	}
	for _, a := range []string{*listen, *workerListen} {
		if err := loopback(a); err != nil {
			return err
		}
	}
	specs, err := server.ParsePools(*pools)
	if err != nil {
		return err
	}
	store, err := storage.Open(*dir)
	if err != nil {
		return err
	}
	var logFile *os.File
	if *actionLog != "" {
		if logFile, err = os.OpenFile(*actionLog, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644); err != nil {
			return err
		}
		defer logFile.Close()
	}
	var s *server.Server
	if logFile != nil {
		s = server.New(store, specs, logFile)
	} else {
		s = server.New(store, specs, nil)
	}
	g := grpc.NewServer(grpc.MaxRecvMsgSize(16<<20), grpc.MaxSendMsgSize(16<<20))
	s.Register(g)
	lis, err := net.Listen("tcp", *listen)
	if err != nil {
		return err
	}
	wlis, err := net.Listen("tcp", *workerListen)
	if err != nil {
		return err
	}
	h := &http.Server{Handler: s.WorkerHandler()}
	errs := make(chan error, 2)
	go func() { errs <- g.Serve(lis) }()
	go func() { errs <- h.Serve(wlis) }()
	log.Printf("rex: REv2 on %s, workers on %s, pools %s, storage %s", *listen, *workerListen, *pools, *dir)
	ctx, stop := signalContext()
	defer stop()
	select {
	case err := <-errs:
		return err
	case <-ctx.Done():
	}
	log.Printf("rex: stopping")
	h.Close() // ends the workers' streams
	done := make(chan struct{})
	go func() { g.GracefulStop(); close(done) }()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		g.Stop()
	}
	return nil
}

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func runWorker(args []string) error {
	fs := flag.NewFlagSet("worker", flag.ExitOnError)
	addr := fs.String("server", "127.0.0.1:8981", "the server's --worker-listen address")
	pool := fs.String("pool", "cpu", "the pool to serve")
	name := fs.String("name", "", "the worker's name in logs (default POOL-PID)")
	dir := fs.String("storage", "", "the server's storage directory")
	build := fs.String("dir", "", "directory for the actions' directories (emptied at start)")
	concurrency := fs.Int("concurrency", 1, "actions run at once")
	sandbox := fs.String("sandbox", "bwrap", "bwrap, or none to run commands directly")
	masks := fs.String("mask", strings.Join(worker.DefaultMasks, ","), "paths hidden from actions (those that exist), comma-separated")
	timeout := fs.Duration("default-timeout", time.Hour, "timeout of actions that set none")
	var env listFlag
	fs.Var(&env, "env", "KEY=VALUE added to every action's environment (repeatable); REX_POOL=POOL always is")
	fs.Parse(args)
	if *dir == "" || *build == "" {
		return errors.New("--storage and --dir are needed")
	}
	if err := loopback(*addr); err != nil {
		return err
	}
	store, err := storage.Open(*dir)
	if err != nil {
		return err
	}
	if *name == "" {
		*name = fmt.Sprintf("%s-%d", *pool, os.Getpid())
	}
	w := &worker.Worker{
		Server: *addr, Pool: *pool, Name: *name, Store: store, Dir: *build,
		Concurrency: *concurrency, DefaultTimeout: *timeout,
		Env: append([]string{"REX_POOL=" + *pool}, env...),
		Log: log.New(os.Stderr, "", log.LstdFlags|log.Lmicroseconds),
	}
	switch *sandbox {
	case "bwrap":
		if w.Bwrap, err = exec.LookPath("bwrap"); err != nil {
			return fmt.Errorf("bwrap is needed to run actions with %s hidden (Debian's bubblewrap; --sandbox=none runs without)", *masks)
		}
		for _, m := range strings.Split(*masks, ",") {
			if m != "" {
				w.Masks = append(w.Masks, m)
			}
		}
	case "none":
	default:
		return fmt.Errorf("--sandbox=%s: want bwrap or none", *sandbox)
	}
	ctx, stop := signalContext()
	defer stop()
	log.Printf("rex worker %s: pool %s, server %s, sandbox %s, hiding %v", *name, *pool, *addr, *sandbox, w.Masks)
	return w.Run(ctx)
}
