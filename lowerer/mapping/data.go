package mapping

// NonContig marks a non-contiguous target update entry
// (OMP_TGT_MAPTYPE_NON_CONTIG in LLVM 19).
const NonContig Flags = 0x100000000000

// Sections marks the parent entry of several sections of one array
// (OMP_OFFLOAD_MAPTYPE_SECTIONS, a bit LLVM 19 leaves unused). The
// runtime support maps such a parent as it is where the sections are
// present, and otherwise each section as an entry of its own, as clang-19
// does; it clears the bit before libomptarget sees the entry.
const Sections Flags = 0x800

// MemberOfBits encodes MEMBER_OF for the parent entry at 0-based index
// parent of the map arrays.
func MemberOfBits(parent int) Flags { return Flags(uint64(parent+1) << 48) }

// Parent returns the 0-based parent index encoded in f, or -1.
func (f Flags) Parent() int { return int(uint64(f&MemberOf)>>48) - 1 }
