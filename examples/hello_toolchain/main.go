// Command hello_toolchain proves that the build toolchain works end to end: it
// runs `omplower version` (a go_binary built by rules_go) and reports what it
// finds in a CUBIN that nvcc compiled inside a Bazel genrule. Later examples
// (examples/saxpy) replace it.
package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
)

// emCUDA is ELF's e_machine value for NVIDIA CUDA (EM_CUDA).
const emCUDA = 190

// cubinFacts is what hello_toolchain reports about a CUBIN.
type cubinFacts struct {
	Machine elf.Machine
	Kernels []string // names of the function symbols, sorted
}

// eVersionOffset is the offset of e_version in both ELF32 and ELF64 headers.
const eVersionOffset = 20

// normalizeCubin returns a copy of a CUBIN's bytes that older debug/elf
// packages accept: nvcc stores a CUDA ABI version (e.g. 118) in the header's
// e_version, and Go 1.19's debug/elf rejects any e_version that differs from
// e_ident[EI_VERSION] (1). The copy has e_version set to e_ident[EI_VERSION].
func normalizeCubin(data []byte) []byte {
	if len(data) < eVersionOffset+4 || !bytes.HasPrefix(data, []byte(elf.ELFMAG)) {
		return data
	}
	var order binary.ByteOrder = binary.LittleEndian
	if elf.Data(data[elf.EI_DATA]) == elf.ELFDATA2MSB {
		order = binary.BigEndian
	}
	out := append([]byte(nil), data...)
	order.PutUint32(out[eVersionOffset:], uint32(data[elf.EI_VERSION]))
	return out
}

func inspectCubin(path string) (cubinFacts, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return cubinFacts{}, err
	}
	f, err := elf.NewFile(bytes.NewReader(normalizeCubin(data)))
	if err != nil {
		return cubinFacts{}, fmt.Errorf("%s: %v", path, err)
	}
	defer f.Close()
	facts := cubinFacts{Machine: f.Machine}
	syms, err := f.Symbols()
	if err != nil {
		return cubinFacts{}, fmt.Errorf("%s: %v", path, err)
	}
	for _, s := range syms {
		if elf.ST_TYPE(s.Info) == elf.STT_FUNC && s.Name != "" {
			facts.Kernels = append(facts.Kernels, s.Name)
		}
	}
	sort.Strings(facts.Kernels)
	return facts, nil
}

func omplowerVersion(path string) (string, error) {
	out, err := exec.Command(path, "version").Output()
	if err != nil {
		return "", fmt.Errorf("%s version: %v", path, err)
	}
	return strings.TrimSpace(string(out)), nil
}

func run(omplower, cubin string) error {
	v, err := omplowerVersion(omplower)
	if err != nil {
		return err
	}
	fmt.Printf("omplower version: %s\n", v)
	facts, err := inspectCubin(cubin)
	if err != nil {
		return err
	}
	if facts.Machine != emCUDA {
		return fmt.Errorf("%s: ELF machine %d, want %d (EM_CUDA)", cubin, facts.Machine, emCUDA)
	}
	fmt.Printf("cubin: %s\n", cubin)
	fmt.Printf("cubin ELF machine: %d (EM_CUDA)\n", int(facts.Machine))
	fmt.Printf("cubin kernels: %s\n", strings.Join(facts.Kernels, " "))
	return nil
}

func main() {
	omplower := flag.String("omplower", "", "path of the omplower binary")
	cubin := flag.String("cubin", "", "path of the CUBIN to inspect")
	flag.Parse()
	if *omplower == "" || *cubin == "" {
		fmt.Fprintln(os.Stderr, "usage: hello_toolchain -omplower=PATH -cubin=PATH (run it with `bazel run //examples/hello_toolchain`)")
		os.Exit(2)
	}
	if err := run(*omplower, *cubin); err != nil {
		fmt.Fprintln(os.Stderr, "hello_toolchain:", err)
		os.Exit(1)
	}
}
