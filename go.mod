module github.com/omp-offload/rules_omp_offload

go 1.21
