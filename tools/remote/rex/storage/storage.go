// Package storage keeps the engine's content-addressable storage (blobs by
// SHA-256) and action cache on disk, so that the server and workers on the
// same machine share them without copying.
package storage

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"

	repb "github.com/bazelbuild/remote-apis/build/bazel/remote/execution/v2"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
)

// EmptyHash is the SHA-256 of no bytes: every store holds that blob.
const EmptyHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"

// Store is a directory with cas/ (blobs, read-only files named by their
// hash) and ac/ (serialized ActionResults named by their action's hash).
type Store struct {
	dir string
}

// Open makes the store's directories under dir.
func Open(dir string) (*Store, error) {
	for _, sub := range []string{"cas", "ac", "tmp"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return nil, err
		}
	}
	return &Store{dir: dir}, nil
}

// Dir is the store's directory.
func (s *Store) Dir() string { return s.dir }

// CheckDigest says what is wrong with a digest, or nil.
func CheckDigest(d *repb.Digest) error {
	if d == nil {
		return status.Error(codes.InvalidArgument, "missing digest")
	}
	if len(d.Hash) != 64 || strings.ToLower(d.Hash) != d.Hash {
		return status.Errorf(codes.InvalidArgument, "digest %q is not a lowercase SHA-256", d.Hash)
	}
	if _, err := hex.DecodeString(d.Hash); err != nil {
		return status.Errorf(codes.InvalidArgument, "digest %q is not a lowercase SHA-256", d.Hash)
	}
	if d.SizeBytes < 0 {
		return status.Errorf(codes.InvalidArgument, "digest %s has a negative size", d.Hash)
	}
	return nil
}

// DigestOf is the digest of data.
func DigestOf(data []byte) *repb.Digest {
	sum := sha256.Sum256(data)
	return &repb.Digest{Hash: hex.EncodeToString(sum[:]), SizeBytes: int64(len(data))}
}

// Key is a digest as hash/size, as resource names and logs write it.
func Key(d *repb.Digest) string { return fmt.Sprintf("%s/%d", d.GetHash(), d.GetSizeBytes()) }

// BlobPath is where the blob of d lies when the store has it.
func (s *Store) BlobPath(d *repb.Digest) string {
	return filepath.Join(s.dir, "cas", d.Hash[:2], d.Hash)
}

// Has says whether the store holds the blob of d, with d's size.
func (s *Store) Has(d *repb.Digest) bool {
	if d.GetSizeBytes() == 0 && d.GetHash() == EmptyHash {
		return true
	}
	if CheckDigest(d) != nil {
		return false
	}
	fi, err := os.Stat(s.BlobPath(d))
	return err == nil && fi.Size() == d.SizeBytes
}

// Open opens the blob of d; a missing blob is codes.NotFound.
func (s *Store) Open(d *repb.Digest) (io.ReadCloser, error) {
	if err := CheckDigest(d); err != nil {
		return nil, err
	}
	if d.SizeBytes == 0 && d.Hash == EmptyHash {
		return io.NopCloser(strings.NewReader("")), nil
	}
	f, err := os.Open(s.BlobPath(d))
	if errors.Is(err, os.ErrNotExist) {
		return nil, status.Errorf(codes.NotFound, "blob %s is not in the CAS", Key(d))
	}
	return f, err
}

// Get reads the blob of d.
func (s *Store) Get(d *repb.Digest) ([]byte, error) {
	r, err := s.Open(d)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	if int64(len(data)) != d.SizeBytes {
		return nil, status.Errorf(codes.NotFound, "blob %s has %d bytes in the CAS", Key(d), len(data))
	}
	return data, nil
}

// GetProto reads the blob of d into m.
func (s *Store) GetProto(d *repb.Digest, m proto.Message) error {
	data, err := s.Get(d)
	if err != nil {
		return err
	}
	if err := proto.Unmarshal(data, m); err != nil {
		return status.Errorf(codes.InvalidArgument, "blob %s is not a %T: %v", Key(d), m, err)
	}
	return nil
}

// Put stores data as the blob of d, after checking that d is its digest.
func (s *Store) Put(d *repb.Digest, data []byte) error {
	if err := CheckDigest(d); err != nil {
		return err
	}
	if got := DigestOf(data); got.Hash != d.Hash || got.SizeBytes != d.SizeBytes {
		return status.Errorf(codes.InvalidArgument, "data of blob %s has digest %s", Key(d), Key(got))
	}
	w, err := s.NewWriter()
	if err != nil {
		return err
	}
	defer w.Abort()
	if _, err := w.Write(data); err != nil {
		return err
	}
	return w.Commit(d)
}

// PutProto stores m and returns its digest.
func (s *Store) PutProto(m proto.Message) (*repb.Digest, error) {
	data, err := proto.Marshal(m)
	if err != nil {
		return nil, err
	}
	d := DigestOf(data)
	return d, s.Put(d, data)
}

// PutFile stores the regular file at path and returns its digest. The file
// is linked into the store where it can be, so the caller must not change
// it afterwards (a worker deletes its action's directory).
func (s *Store) PutFile(path string) (*repb.Digest, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	n, err := io.Copy(h, f)
	f.Close()
	if err != nil {
		return nil, err
	}
	d := &repb.Digest{Hash: hex.EncodeToString(h.Sum(nil)), SizeBytes: n}
	if s.Has(d) {
		return d, nil
	}
	dst := s.BlobPath(d)
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return nil, err
	}
	// A name of its own: another action may store the same content now.
	tmp := filepath.Join(s.dir, "tmp", fmt.Sprintf("link-%s-%d-%d", d.Hash, os.Getpid(), atomic.AddUint64(&linkSeq, 1)))
	if err := os.Link(path, tmp); err == nil {
		os.Chmod(tmp, 0o444)
		return d, os.Rename(tmp, dst)
	}
	// Another file system: copy.
	src, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer src.Close()
	w, err := s.NewWriter()
	if err != nil {
		return nil, err
	}
	defer w.Abort()
	if _, err := io.Copy(w, src); err != nil {
		return nil, err
	}
	return d, w.Commit(d)
}

var linkSeq uint64

// Writer receives a blob whose digest is checked on Commit.
type Writer struct {
	s    *Store
	f    *os.File
	h    hashWriter
	n    int64
	done bool
}

type hashWriter interface {
	io.Writer
	Sum([]byte) []byte
}

// NewWriter starts a blob in the store's temporary directory.
func (s *Store) NewWriter() (*Writer, error) {
	f, err := os.CreateTemp(filepath.Join(s.dir, "tmp"), "blob-")
	if err != nil {
		return nil, err
	}
	return &Writer{s: s, f: f, h: sha256.New()}, nil
}

// Size is the number of bytes written so far.
func (w *Writer) Size() int64 { return w.n }

func (w *Writer) Write(p []byte) (int, error) {
	n, err := w.f.Write(p)
	w.h.Write(p[:n])
	w.n += int64(n)
	return n, err
}

// Commit checks that the bytes written have digest d and makes them the
// blob of d.
func (w *Writer) Commit(d *repb.Digest) error {
	if err := CheckDigest(d); err != nil {
		return err
	}
	got := &repb.Digest{Hash: hex.EncodeToString(w.h.Sum(nil)), SizeBytes: w.n}
	if got.Hash != d.Hash || got.SizeBytes != d.SizeBytes {
		return status.Errorf(codes.InvalidArgument, "data of blob %s has digest %s", Key(d), Key(got))
	}
	if err := w.f.Chmod(0o444); err != nil {
		return err
	}
	if err := w.f.Close(); err != nil {
		return err
	}
	dst := w.s.BlobPath(d)
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	if err := os.Rename(w.f.Name(), dst); err != nil {
		return err
	}
	w.done = true
	return nil
}

// Abort drops an uncommitted blob; after Commit it does nothing.
func (w *Writer) Abort() {
	if !w.done {
		w.f.Close()
		os.Remove(w.f.Name())
		w.done = true
	}
}

// GetActionResult reads the action cache's entry for the action digest d;
// codes.NotFound when there is none, or when a blob it names is gone.
func (s *Store) GetActionResult(d *repb.Digest) (*repb.ActionResult, error) {
	if err := CheckDigest(d); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(filepath.Join(s.dir, "ac", d.Hash+"_"+fmt.Sprint(d.SizeBytes)))
	if errors.Is(err, os.ErrNotExist) {
		return nil, status.Errorf(codes.NotFound, "no action result for %s", Key(d))
	}
	if err != nil {
		return nil, err
	}
	ar := &repb.ActionResult{}
	if err := proto.Unmarshal(data, ar); err != nil {
		return nil, err
	}
	for _, b := range referencedBlobs(ar) {
		if !s.Has(b) {
			return nil, status.Errorf(codes.NotFound, "the action result for %s names blob %s, which is gone", Key(d), Key(b))
		}
	}
	return ar, nil
}

func referencedBlobs(ar *repb.ActionResult) []*repb.Digest {
	var ds []*repb.Digest
	for _, f := range ar.OutputFiles {
		ds = append(ds, f.Digest)
	}
	for _, dir := range ar.OutputDirectories {
		ds = append(ds, dir.TreeDigest)
	}
	for _, d := range []*repb.Digest{ar.StdoutDigest, ar.StderrDigest} {
		if d != nil {
			ds = append(ds, d)
		}
	}
	return ds
}

// PutActionResult records ar as the result of the action digest d.
func (s *Store) PutActionResult(d *repb.Digest, ar *repb.ActionResult) error {
	if err := CheckDigest(d); err != nil {
		return err
	}
	data, err := proto.Marshal(ar)
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Join(s.dir, "tmp"), "ac-")
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(f.Name())
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return err
	}
	return os.Rename(f.Name(), filepath.Join(s.dir, "ac", d.Hash+"_"+fmt.Sprint(d.SizeBytes)))
}
