// Package buildid defines the build identity of an offload binary: one
// digest over the device sources of every unit linked into it. The
// registration source (host side) and the merged device source (and so
// every device image built from it) both carry it, so that a stale or
// foreign image is recognised before it is registered (at run time) and
// by omplower verify (at build time).
package buildid

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"sort"
	"strings"
)

// Prefix starts the name of the symbol that carries a build id in a
// device image: Prefix + id. The merged device source defines it as an
// empty extern "C" kernel, so it is in a CUBIN's symbol table and in the
// host-plugin image's dynamic symbol table.
const Prefix = "__omp_build_id_"

// HostSymbol is the registration's global string holding Symbol(id).
const HostSymbol = "__omp_offload_build_id"

// Len is the number of hex digits of an id.
const Len = 32

// FromDigests returns the build id of a binary whose units' device
// sources have these SHA-256 digests (hex, as in the manifests'
// device_sha256). The order of the units does not matter.
func FromDigests(digests []string) string {
	d := append([]string(nil), digests...)
	sort.Strings(d)
	h := sha256.New()
	h.Write([]byte("omp_offload build id v1\n"))
	for _, s := range d {
		h.Write([]byte(strings.ToLower(s) + "\n"))
	}
	return hex.EncodeToString(h.Sum(nil))[:Len]
}

// OfFiles returns the build id of a binary whose units' device sources
// are these files.
func OfFiles(paths []string) (string, error) {
	var digests []string
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return "", err
		}
		sum := sha256.Sum256(data)
		digests = append(digests, hex.EncodeToString(sum[:]))
	}
	return FromDigests(digests), nil
}

// Symbol is the name of the symbol that carries id.
func Symbol(id string) string { return Prefix + id }

// DeviceDecl is the definition the merged device source carries.
func DeviceDecl(id string) string {
	return fmt.Sprintf("/* Build identity: the host registration refuses an image without it. */\nextern \"C\" __global__ void %s(void) {}\n", Symbol(id))
}

// Find returns the ids of every Prefix-named symbol in names.
func Find(names []string) []string {
	var ids []string
	for _, n := range names {
		if strings.HasPrefix(n, Prefix) {
			ids = append(ids, n[len(Prefix):])
		}
	}
	return ids
}
