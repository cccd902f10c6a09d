package analysis

// The execution state a kernel's launch gives the device routines that
// read it: whether its generic region is a parallel construct at level 1
// throughout (its constant thread limit is package kernelplan's,
// LaunchClauses). Which routines device code may call is package
// callees'.

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
