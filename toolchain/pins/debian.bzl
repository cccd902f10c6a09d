"""Pinned Debian packages of the hermetic toolchains (Debian 12, amd64).

Each entry is "name=version": "sha256 of the .deb". Written by
tools/refresh_pins.sh, which resolves the versions APT offers and prints what
changed; do not edit by hand.
"""

# The CUDA toolkit (nvcc 11.8, from Debian's non-free component).
CUDA_DEBS = {
    "nvidia-cuda-dev=11.8.89~11.8.0-5~deb12u1": "dc63bf2fb94aaaf903e9bad0c35f631266077d016b34329ec7af456bd7fed5ec",
    "nvidia-cuda-toolkit=11.8.89~11.8.0-5~deb12u1": "d1156026e704fe0368b6295db06224ed00a727966fb13454f34e3f3102db0457",
}

# The LLVM 19 offload runtime and the libraries it loads.
LLVM_OFFLOAD_DEBS = {
    "libbsd0=0.11.7-2": "bb31cc8b40f962a85b2cec970f7f79cc704a1ae4bad24257a822055404b2c60b",
    "libedit2=3.1-20221030-2": "1cf14abf2716d3279db12d0657a5737cf70074a1e71d3bdf73206625e3c89ce6",
    "libffi8=3.4.4-1": "6d9f6c25c30efccce6d4bceaa48ea86c329a3432abb360a141f76ac223a4c34a",
    "libicu72=72.1-3+deb12u1": "f7f6f99c6d7b025914df2447fc93e11d22c44c0c8bdd8b6f36691c9e7ddcef88",
    "libllvm19=1:19.1.7-3~deb12u1": "6edf3a8b28495cdba883d9760e0dca1a81983fc497a5f989dc64d0d96d23b4aa",
    "liblzma5=5.4.1-1+deb12u2": "3d8c29c8c21ec6007635e1b2591edf98b771c9572a085968f47452b33040f384",
    "libmd0=1.0.4-2": "03539fd30c509e27101d13a56e52eda9062bdf1aefe337c07ab56def25a13eab",
    "libomp-19-dev=1:19.1.7-3~deb12u1": "4a31389f57b97d3eb38f1731d0f044696c63cc2a62d48e3edef6d7290014715b",
    "libomp5-19=1:19.1.7-3~deb12u1": "b994122e353bda568e0bd64e1c12b580c61b7b93bc3141f79407e6bf58642335",
    "libtinfo6=6.4-4": "072d908f38f51090ca28ca5afa3b46b2957dc61fe35094c0b851426859a49a51",
    "libxml2=2.9.14+dfsg-1.3~deb12u6": "4460e39dda10a815881374217cde08474747cfa018358cd8612c14b390eff53b",
    "libz3-4=4.8.12-3.1": "6221ca25ad5abcfbe1965801029d85a88b4775320384b4b716de8fab7a4d2f7a",
    "libzstd1=1.5.4+dfsg2-5": "6315b5ac38b724a710fb96bf1042019398cb656718b1522279a5185ed39318fa",
    "zlib1g=1:1.2.13.dfsg-1": "d7dd1d1411fedf27f5e27650a6eff20ef294077b568f4c8c5e51466dc7c08ce4",
}

# clang 19, the reference compiler of the Go tests (with LLVM_OFFLOAD_DEBS).
CLANG_DEBS = {
    "clang-19=1:19.1.7-3~deb12u1": "89ab931a9bbfd567a76df3141af5d5ec67b01d800150e614f2c9bf4671da9b08",
    "clang-tools-19=1:19.1.7-3~deb12u1": "5188563c2e08cba6e8e5d253e03bfc0a01e112eba1d8939f97d2e6ce35218491",
    "libclang-common-19-dev=1:19.1.7-3~deb12u1": "811c2d398ad772204ec05ffde485cbbc4c210abc5dcf0068ff9ca3e647591ce7",
    "libclang-cpp19=1:19.1.7-3~deb12u1": "5daa784e1d747db320c16604729ffa805e6bfd72d3ac0b7cb0ee5f1a7ebc8aae",
}
