module github.com/omp-offload/rules_omp_offload

go 1.21

require (
	go.starlark.net v0.0.0-20230525235612-a134d8f9ddca
	gorgonia.org/cu v0.9.4
	modernc.org/cc/v4 v4.27.1
)

require (
	github.com/google/uuid v1.1.1 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/remyoudompheng/bigfft v0.0.0-20230129092748-24d4a6f8daec // indirect
	modernc.org/mathutil v1.7.1 // indirect
	modernc.org/opt v0.1.4 // indirect
	modernc.org/sortutil v1.2.1 // indirect
	modernc.org/strutil v1.2.1 // indirect
	modernc.org/token v1.1.0 // indirect
)
