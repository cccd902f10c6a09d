// Package worker runs the actions of one pool: it takes jobs from the
// server, lays out each action's input tree from the shared storage in a
// fresh directory, runs the command (under bwrap, with the system's CUDA
// and LLVM hidden) and stores the outputs.
package worker

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	repb "github.com/bazelbuild/remote-apis/build/bazel/remote/execution/v2"
	"google.golang.org/grpc/codes"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/omp-offload/rules_omp_offload/tools/remote/rex/server"
	"github.com/omp-offload/rules_omp_offload/tools/remote/rex/storage"
)

// DefaultMasks are hidden from actions when they exist: the system's CUDA
// toolkit and LLVM, so that an action that works here uses the toolchains
// Bazel sent it, as on a real cluster's workers.
var DefaultMasks = []string{"/usr/lib/cuda", "/usr/lib/llvm-19"}

// Worker runs actions for one pool.
type Worker struct {
	Server      string // the server's worker address, host:port
	Pool, Name  string
	Store       *storage.Store
	Dir         string // holds one directory per running action
	Concurrency int
	// Bwrap is the bwrap binary; empty runs commands without a sandbox.
	Bwrap string
	Masks []string
	// Env is added to every action's environment (REX_POOL=...).
	Env            []string
	DefaultTimeout time.Duration
	Log            *log.Logger

	xmu sync.Mutex // guards the executable copies in Dir/x
}

// ErrNoPool says the server has no such pool.
var ErrNoPool = errors.New("no such pool")

// Run serves the pool until ctx ends, reconnecting when the server goes
// away, with Concurrency slots.
func (w *Worker) Run(ctx context.Context) error {
	if err := os.RemoveAll(w.Dir); err != nil {
		makeWritable(w.Dir)
		os.RemoveAll(w.Dir)
	}
	if err := os.MkdirAll(filepath.Join(w.Dir, "x"), 0o755); err != nil {
		return err
	}
	n := w.Concurrency
	if n < 1 {
		n = 1
	}
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		go func(slot int) { errs <- w.slot(ctx, slot) }(i)
	}
	var first error
	for i := 0; i < n; i++ {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	return first
}

func (w *Worker) slot(ctx context.Context, slot int) error {
	name := w.Name
	if w.Concurrency > 1 {
		name = fmt.Sprintf("%s.%d", w.Name, slot)
	}
	for ctx.Err() == nil {
		err := w.session(ctx, name)
		if errors.Is(err, ErrNoPool) {
			return err
		}
		if ctx.Err() != nil {
			break
		}
		w.Log.Printf("%s: %v; reconnecting", name, err)
		select {
		case <-ctx.Done():
		case <-time.After(500 * time.Millisecond):
		}
	}
	return nil
}

// session holds one connection to the server and runs the jobs it sends.
func (w *Worker) session(ctx context.Context, name string) error {
	u := fmt.Sprintf("http://%s/work?pool=%s&worker=%s", w.Server, url.QueryEscape(w.Pool), url.QueryEscape(name))
	req, err := http.NewRequestWithContext(ctx, "GET", u, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		msg, _ := io.ReadAll(resp.Body)
		return fmt.Errorf("%w: %s", ErrNoPool, strings.TrimSpace(string(msg)))
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("server: %s", resp.Status)
	}
	dec := json.NewDecoder(bufio.NewReader(resp.Body))
	var hello server.Job
	if err := dec.Decode(&hello); err != nil {
		return err
	}
	w.Log.Printf("%s: in pool %s", name, w.Pool)
	for {
		var job server.Job
		if err := dec.Decode(&job); err != nil {
			return err
		}
		start := time.Now()
		w.Log.Printf("%s: running action %s", name, job.Action)
		res, summary := w.RunJob(ctx, job, name)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		w.Log.Printf("%s: action %s: %s in %.1fs", name, job.Action, summary, time.Since(start).Seconds())
		body, _ := json.Marshal(res)
		post, err := http.Post("http://"+w.Server+"/result", "application/json", bytes.NewReader(body))
		if err != nil {
			return err
		}
		post.Body.Close()
	}
}

// RunJob runs one action and returns its Result and a line for the log.
func (w *Worker) RunJob(ctx context.Context, job server.Job, name string) (server.Result, string) {
	res := server.Result{ID: job.ID}
	ar, err := w.run(ctx, job, name)
	if ar != nil {
		res.Result, _ = proto.Marshal(ar)
	}
	var ce *codeError
	switch {
	case errors.As(err, &ce):
		res.Code, res.Message = int(ce.code), ce.msg
	case err != nil:
		res.Code, res.Message = int(codes.Internal), err.Error()
	}
	if res.Code != 0 {
		return res, res.Message
	}
	return res, fmt.Sprintf("exit %d", ar.ExitCode)
}

type codeError struct {
	code codes.Code
	msg  string
}

func (e *codeError) Error() string { return e.msg }

func errorf(code codes.Code, format string, args ...interface{}) error {
	return &codeError{code, fmt.Sprintf(format, args...)}
}

func parseKey(key string) (*repb.Digest, error) {
	i := strings.Index(key, "/")
	if i < 0 {
		return nil, fmt.Errorf("bad digest %q", key)
	}
	n, err := strconv.ParseInt(key[i+1:], 10, 64)
	if err != nil {
		return nil, fmt.Errorf("bad digest %q", key)
	}
	d := &repb.Digest{Hash: key[:i], SizeBytes: n}
	return d, storage.CheckDigest(d)
}

func (w *Worker) run(ctx context.Context, job server.Job, name string) (*repb.ActionResult, error) {
	started := time.Now()
	ad, err := parseKey(job.Action)
	if err != nil {
		return nil, errorf(codes.InvalidArgument, "%v", err)
	}
	action, command := &repb.Action{}, &repb.Command{}
	if err := w.Store.GetProto(ad, action); err != nil {
		return nil, errorf(codes.FailedPrecondition, "%v", err)
	}
	if err := w.Store.GetProto(action.CommandDigest, command); err != nil {
		return nil, errorf(codes.FailedPrecondition, "%v", err)
	}
	if len(command.Arguments) == 0 {
		return nil, errorf(codes.InvalidArgument, "the command has no arguments")
	}
	dir := filepath.Join(w.Dir, job.ID)
	root := filepath.Join(dir, "root")
	defer func() {
		makeWritable(dir)
		os.RemoveAll(dir)
	}()
	if err := w.materialize(action.InputRootDigest, root); err != nil {
		return nil, errorf(codes.FailedPrecondition, "input tree: %v", err)
	}
	wd, err := inside(root, command.WorkingDirectory)
	if err != nil {
		return nil, errorf(codes.InvalidArgument, "working directory: %v", err)
	}
	if err := os.MkdirAll(wd, 0o755); err != nil {
		return nil, err
	}
	files, dirs := command.OutputFiles, command.OutputDirectories
	if len(files) == 0 && len(dirs) == 0 {
		files = command.OutputPaths // REv2.1: either kind, told apart afterwards
	}
	for _, p := range append(append([]string{}, files...), dirs...) {
		full, err := inside(wd, p)
		if err != nil {
			return nil, errorf(codes.InvalidArgument, "output: %v", err)
		}
		// REv2.0: the worker makes the directories leading to each output.
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return nil, err
		}
	}
	stdout, err := os.Create(filepath.Join(dir, "stdout"))
	if err != nil {
		return nil, err
	}
	defer stdout.Close()
	stderr, err := os.Create(filepath.Join(dir, "stderr"))
	if err != nil {
		return nil, err
	}
	defer stderr.Close()

	timeout := w.DefaultTimeout
	if t := action.Timeout.AsDuration(); t > 0 {
		timeout = t
	}
	execStart := time.Now()
	exit, timedOut, err := w.exec(ctx, wd, command, stdout, stderr, timeout)
	if err != nil {
		return nil, errorf(codes.Internal, "could not run %s: %v", command.Arguments[0], err)
	}
	execDone := time.Now()
	ar := &repb.ActionResult{ExitCode: int32(exit)}
	for _, p := range files {
		if err := w.collect(wd, p, ar, len(command.OutputFiles) == 0); err != nil {
			return nil, errorf(codes.Internal, "output %s: %v", p, err)
		}
	}
	for _, p := range dirs {
		if err := w.collect(wd, p, ar, true); err != nil {
			return nil, errorf(codes.Internal, "output %s: %v", p, err)
		}
	}
	if ar.StdoutDigest, err = w.Store.PutFile(stdout.Name()); err != nil {
		return nil, err
	}
	if ar.StderrDigest, err = w.Store.PutFile(stderr.Name()); err != nil {
		return nil, err
	}
	ar.ExecutionMetadata = &repb.ExecutedActionMetadata{
		Worker:                      w.Pool + "/" + name,
		WorkerStartTimestamp:        timestamppb.New(started),
		ExecutionStartTimestamp:     timestamppb.New(execStart),
		ExecutionCompletedTimestamp: timestamppb.New(execDone),
		WorkerCompletedTimestamp:    timestamppb.Now(),
	}
	if timedOut {
		return ar, errorf(codes.DeadlineExceeded, "the action ran out of its %s", timeout)
	}
	return ar, nil
}

// inside joins a relative path under dir, refusing one that leaves it.
func inside(dir, rel string) (string, error) {
	if filepath.IsAbs(rel) {
		return "", fmt.Errorf("%q is absolute", rel)
	}
	clean := filepath.Clean(rel)
	if clean == ".." || strings.HasPrefix(clean, "../") {
		return "", fmt.Errorf("%q leaves the input root", rel)
	}
	return filepath.Join(dir, clean), nil
}

func validName(name string) error {
	if name == "" || name == "." || name == ".." || strings.Contains(name, "/") {
		return fmt.Errorf("bad name %q in a Directory", name)
	}
	return nil
}

// materialize lays out the tree of Directory d at path: files hard-linked
// from the store (executables from a copy with the x bit), symlinks, and
// subdirectories.
func (w *Worker) materialize(d *repb.Digest, path string) error {
	dir := &repb.Directory{}
	if err := w.Store.GetProto(d, dir); err != nil {
		return err
	}
	if err := os.MkdirAll(path, 0o755); err != nil {
		return err
	}
	for _, f := range dir.Files {
		if err := validName(f.Name); err != nil {
			return err
		}
		if err := w.placeFile(f.Digest, f.IsExecutable, filepath.Join(path, f.Name)); err != nil {
			return err
		}
	}
	for _, s := range dir.Symlinks {
		if err := validName(s.Name); err != nil {
			return err
		}
		if err := os.Symlink(s.Target, filepath.Join(path, s.Name)); err != nil {
			return err
		}
	}
	for _, sub := range dir.Directories {
		if err := validName(sub.Name); err != nil {
			return err
		}
		if err := w.materialize(sub.Digest, filepath.Join(path, sub.Name)); err != nil {
			return err
		}
	}
	return nil
}

func (w *Worker) placeFile(d *repb.Digest, executable bool, dst string) error {
	if !w.Store.Has(d) {
		return fmt.Errorf("blob %s is not in the CAS", storage.Key(d))
	}
	mode := os.FileMode(0o444)
	if executable {
		mode = 0o555
	}
	if d.SizeBytes == 0 {
		return os.WriteFile(dst, nil, mode)
	}
	src := w.Store.BlobPath(d)
	if executable {
		var err error
		if src, err = w.executableCopy(d); err != nil {
			return err
		}
	}
	if err := os.Link(src, dst); err == nil {
		return nil
	}
	return copyFile(src, dst, mode)
}

// executableCopy is a copy of blob d with mode 0555, made once: the store's
// own files are 0444 and links share their mode.
func (w *Worker) executableCopy(d *repb.Digest) (string, error) {
	path := filepath.Join(w.Dir, "x", d.Hash)
	w.xmu.Lock()
	defer w.xmu.Unlock()
	if _, err := os.Stat(path); err == nil {
		return path, nil
	}
	tmp := path + ".tmp"
	if err := copyFile(w.Store.BlobPath(d), tmp, 0o555); err != nil {
		return "", err
	}
	return path, os.Rename(tmp, path)
}

func copyFile(src, dst string, mode os.FileMode) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Close(); err != nil {
		return err
	}
	return os.Chmod(dst, mode)
}

// exec runs the command in wd; it returns the exit code (-1 for a signal)
// and whether the timeout killed it.
func (w *Worker) exec(ctx context.Context, wd string, command *repb.Command, stdout, stderr io.Writer, timeout time.Duration) (int, bool, error) {
	argv := command.Arguments
	if w.Bwrap != "" {
		// A PID namespace of its own, so that every process the action
		// starts ends with it (and with the worker); a /dev/shm of its own,
		// since libomp registers itself there under its (now small) pid.
		sandbox := []string{w.Bwrap, "--dev-bind", "/", "/", "--unshare-pid", "--proc", "/proc", "--tmpfs", "/dev/shm"}
		for _, m := range w.Masks {
			fi, err := os.Stat(m)
			switch {
			case err != nil:
			case fi.IsDir():
				sandbox = append(sandbox, "--tmpfs", m)
			default:
				sandbox = append(sandbox, "--ro-bind", "/dev/null", m)
			}
		}
		sandbox = append(sandbox, "--die-with-parent", "--chdir", wd, "--")
		argv = append(sandbox, argv...)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = wd
	cmd.Stdout, cmd.Stderr = stdout, stderr
	cmd.Env = append([]string{}, w.Env...)
	for _, e := range command.EnvironmentVariables {
		cmd.Env = append(cmd.Env, e.Name+"="+e.Value)
	}
	// Its own process group, so that a timeout or the worker's end kills
	// everything the action started.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return 0, false, err
	}
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	timedOut := false
	var err error
	select {
	case err = <-waited:
	case <-timer.C:
		timedOut = true
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		err = <-waited
	case <-ctx.Done():
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		err = <-waited
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0, timedOut, nil
	case errors.As(err, &ee):
		return ee.ExitCode(), timedOut, nil
	default:
		return 0, timedOut, err
	}
}

// collect adds the output at p (relative to wd) to ar, if the action made
// it: a file, a symlink, or (when dirOK) a directory as a Tree.
func (w *Worker) collect(wd, p string, ar *repb.ActionResult, dirOK bool) error {
	full := filepath.Join(wd, filepath.Clean(p))
	fi, err := os.Lstat(full)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	switch {
	case fi.Mode()&os.ModeSymlink != 0:
		target, err := os.Readlink(full)
		if err != nil {
			return err
		}
		link := &repb.OutputSymlink{Path: p, Target: target}
		if st, err := os.Stat(full); err == nil && st.IsDir() && dirOK {
			ar.OutputDirectorySymlinks = append(ar.OutputDirectorySymlinks, link)
		} else {
			ar.OutputFileSymlinks = append(ar.OutputFileSymlinks, link)
		}
		ar.OutputSymlinks = append(ar.OutputSymlinks, link)
	case fi.IsDir():
		if !dirOK {
			return fmt.Errorf("is a directory, declared as a file")
		}
		children := map[string]*repb.Directory{}
		root, err := w.tree(full, children)
		if err != nil {
			return err
		}
		tree := &repb.Tree{Root: root}
		var hashes []string
		for h := range children {
			hashes = append(hashes, h)
		}
		sort.Strings(hashes)
		for _, h := range hashes {
			tree.Children = append(tree.Children, children[h])
		}
		d, err := w.putDeterministic(tree)
		if err != nil {
			return err
		}
		ar.OutputDirectories = append(ar.OutputDirectories, &repb.OutputDirectory{Path: p, TreeDigest: d})
	case fi.Mode().IsRegular():
		d, err := w.Store.PutFile(full)
		if err != nil {
			return err
		}
		ar.OutputFiles = append(ar.OutputFiles, &repb.OutputFile{Path: p, Digest: d, IsExecutable: fi.Mode()&0o111 != 0})
	default:
		return fmt.Errorf("is neither a file, a directory nor a symlink")
	}
	return nil
}

func (w *Worker) putDeterministic(m proto.Message) (*repb.Digest, error) {
	data, err := proto.MarshalOptions{Deterministic: true}.Marshal(m)
	if err != nil {
		return nil, err
	}
	d := storage.DigestOf(data)
	return d, w.Store.Put(d, data)
}

// tree stores the files under path and returns its Directory; the
// Directories below go into children, by digest.
func (w *Worker) tree(path string, children map[string]*repb.Directory) (*repb.Directory, error) {
	entries, err := os.ReadDir(path) // sorted by name, as REv2 wants
	if err != nil {
		return nil, err
	}
	dir := &repb.Directory{}
	for _, e := range entries {
		full := filepath.Join(path, e.Name())
		fi, err := os.Lstat(full)
		if err != nil {
			return nil, err
		}
		switch {
		case fi.Mode()&os.ModeSymlink != 0:
			target, err := os.Readlink(full)
			if err != nil {
				return nil, err
			}
			dir.Symlinks = append(dir.Symlinks, &repb.SymlinkNode{Name: e.Name(), Target: target})
		case fi.IsDir():
			sub, err := w.tree(full, children)
			if err != nil {
				return nil, err
			}
			data, err := proto.MarshalOptions{Deterministic: true}.Marshal(sub)
			if err != nil {
				return nil, err
			}
			d := storage.DigestOf(data)
			if err := w.Store.Put(d, data); err != nil {
				return nil, err
			}
			children[d.Hash] = sub
			dir.Directories = append(dir.Directories, &repb.DirectoryNode{Name: e.Name(), Digest: d})
		case fi.Mode().IsRegular():
			d, err := w.Store.PutFile(full)
			if err != nil {
				return nil, err
			}
			dir.Files = append(dir.Files, &repb.FileNode{Name: e.Name(), Digest: d, IsExecutable: fi.Mode()&0o111 != 0})
		}
	}
	return dir, nil
}

// makeWritable gives the owner write access to every directory under dir,
// so that RemoveAll can empty them.
func makeWritable(dir string) {
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err == nil && fi.IsDir() && fi.Mode()&0o200 == 0 {
			os.Chmod(p, fi.Mode()|0o700)
		}
		return nil
	})
}
