"""Providers of rules_omp_offload."""

OmpOffloadInfo = provider(
    doc = """What an offload target contributes to the offload binaries that
depend on it. Every field is transitive over `deps`, and every file comes
from exactly one OmpLower action, so host objects, device images and
registration always describe the same lowering.""",
    fields = {
        "device_sources": "depset of File: the device .cu of every lowered source.",
        "host_sources": "depset of File: the lowered host C of every lowered source (for `omplower verify`).",
        "manifests": "depset of File: the manifest JSON of every lowered source.",
    },
)

OmpOffloadBinaryInfo = provider(
    doc = """The artifacts of one `omp_offload_binary` or `omp_offload_test`. The
device image, the registration and the program are built from the same
lowering of every source (`lowering`), so their kernel identities agree;
`omp_offload_invariant_test` checks that they do from these fields.""",
    fields = {
        "binary": "File: the linked program (for an omp_offload_test, the program its launcher execs).",
        "cubins": "list of File: one CUBIN per CUDA architecture, compiled from `merged_device_source`; empty when no CUDA toolkit was configured.",
        "host_images": "list of File: the x86_64 shared object that libomptarget's host plugin loads, compiled from `merged_device_source`.",
        "lowering": "OmpOffloadInfo: the lowering outputs (host C, device sources, manifests) of the binary's sources and its deps'.",
        "merged_device_source": "File: the one device translation unit merged from the device source of every lowered source.",
        "registration": "File: the generated registration source, which embeds the images and registers them with libomptarget.",
        "registration_object": "File: the registration compiled for the program.",
    },
)
