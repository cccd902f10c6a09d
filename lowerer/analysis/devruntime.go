package analysis

// The execution state a kernel's launch gives the device routines that
// read it: its constant thread limit, and whether its generic region is
// a parallel construct at level 1 throughout. Which routines device code
// may call is package callees'.

// threadLimit returns the value of a thread_limit clause's expression
// when it is an int constant of at least 1, else 0.
func (a *analyzer) threadLimit(expr string) int {
	if v, ok := a.constInt(expr); ok && v >= 1 && v <= 2147483647 {
		return int(v)
	}
	return 0
}

// regionIsParallel reports whether a parallel construct is the whole
// region of the target construct of pragma ti (its pragma follows the
// target's with no token between them): a generic region's code is then
// at level 1 throughout.
func (a *analyzer) regionIsParallel(ti int) bool {
	ps := a.u.Pragmas
	if ti < 0 || ti+1 >= len(ps) || ps[ti+1].Seq != ps[ti].Seq {
		return false
	}
	d := a.dirs[ti+1]
	return d != nil && d.Kind == "parallel"
}
