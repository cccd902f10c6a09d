// Pinned developer tools, built with the machine's Go (not with Bazel).
// tools/bootstrap.sh builds them into the project cache; tools/gazelle.sh and
// tools/buildifier.sh run them.
module github.com/omp-offload/rules_omp_offload/tools/gotools

go 1.24

tool (
	github.com/bazelbuild/bazel-gazelle/cmd/gazelle
	github.com/bazelbuild/buildtools/buildifier
)

require (
	github.com/bazelbuild/bazel-gazelle v0.27.0 // indirect
	github.com/bazelbuild/buildtools v0.0.0-20260904073137-eaa4d125b423 // indirect
	github.com/bmatcuk/doublestar/v4 v4.2.0 // indirect
	github.com/golang/protobuf v1.5.0 // indirect
	github.com/google/safeopen v0.0.0-20260327150837-43626d6f4685 // indirect
	github.com/pelletier/go-toml v1.9.5 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	golang.org/x/mod v0.6.0-dev.0.20220419223038-86c51ed26bb4 // indirect
	golang.org/x/sync v0.0.0-20220907140024-f12130a52804 // indirect
	golang.org/x/sys v0.10.0 // indirect
	golang.org/x/tools v0.1.12 // indirect
	google.golang.org/protobuf v1.33.0 // indirect
)
