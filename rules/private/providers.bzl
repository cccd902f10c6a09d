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
