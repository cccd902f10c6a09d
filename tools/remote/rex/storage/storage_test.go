package storage

import (
	"os"
	"path/filepath"
	"testing"

	repb "github.com/bazelbuild/remote-apis/build/bazel/remote/execution/v2"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

func TestCheckDigest(t *testing.T) {
	good := DigestOf([]byte("x"))
	for _, tc := range []struct {
		name string
		d    *repb.Digest
		ok   bool
	}{
		{"good", good, true},
		{"empty", &repb.Digest{Hash: EmptyHash}, true},
		{"nil", nil, false},
		{"short", &repb.Digest{Hash: "abc", SizeBytes: 1}, false},
		{"upper", &repb.Digest{Hash: "E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855"}, false},
		{"not hex", &repb.Digest{Hash: "g3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"}, false},
		{"negative", &repb.Digest{Hash: EmptyHash, SizeBytes: -1}, false},
	} {
		if err := CheckDigest(tc.d); (err == nil) != tc.ok {
			t.Errorf("%s: CheckDigest = %v, want ok=%v", tc.name, err, tc.ok)
		}
	}
}

func TestPutGet(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	data := []byte("hello")
	d := DigestOf(data)
	if s.Has(d) {
		t.Fatal("Has before Put")
	}
	if err := s.Put(d, []byte("hellO")); status.Code(err) != codes.InvalidArgument {
		t.Fatalf("Put of wrong data = %v, want InvalidArgument", err)
	}
	if err := s.Put(d, data); err != nil {
		t.Fatal(err)
	}
	got, err := s.Get(d)
	if err != nil || string(got) != "hello" {
		t.Fatalf("Get = %q, %v", got, err)
	}
	if _, err := s.Get(DigestOf([]byte("other"))); status.Code(err) != codes.NotFound {
		t.Fatalf("Get of a missing blob = %v, want NotFound", err)
	}
	if !s.Has(&repb.Digest{Hash: EmptyHash}) {
		t.Error("the empty blob is missing")
	}
}

func TestPutFileLinks(t *testing.T) {
	dir := t.TempDir()
	s, _ := Open(filepath.Join(dir, "store"))
	path := filepath.Join(dir, "out")
	os.WriteFile(path, []byte("output"), 0o755)
	d, err := s.PutFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := DigestOf([]byte("output")); d.Hash != want.Hash || d.SizeBytes != want.SizeBytes {
		t.Fatalf("PutFile digest %v, want %v", d, want)
	}
	if got, _ := s.Get(d); string(got) != "output" {
		t.Fatalf("stored %q", got)
	}
}

func TestActionResultNeedsItsBlobs(t *testing.T) {
	s, _ := Open(t.TempDir())
	action := DigestOf([]byte("action"))
	out := DigestOf([]byte("out"))
	ar := &repb.ActionResult{OutputFiles: []*repb.OutputFile{{Path: "o", Digest: out}}}
	if err := s.PutActionResult(action, ar); err != nil {
		t.Fatal(err)
	}
	if _, err := s.GetActionResult(action); status.Code(err) != codes.NotFound {
		t.Fatalf("GetActionResult with its output gone = %v, want NotFound", err)
	}
	s.Put(out, []byte("out"))
	got, err := s.GetActionResult(action)
	if err != nil || got.OutputFiles[0].Path != "o" {
		t.Fatalf("GetActionResult = %v, %v", got, err)
	}
}
