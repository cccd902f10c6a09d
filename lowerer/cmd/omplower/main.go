// Command omplower lowers C programs with OpenMP target directives into host
// C, device CUDA, and a manifest of kernel identities.
package main

import (
	"fmt"
	"os"
)

// version is the lowerer's release; it is part of every manifest so that
// artifacts from different lowerer builds are told apart.
const version = "0.1.0"

func main() {
	if len(os.Args) >= 2 && os.Args[1] == "version" {
		fmt.Printf("omplower %s\n", version)
		return
	}
	fmt.Fprintln(os.Stderr, "usage: omplower version")
	os.Exit(2)
}
