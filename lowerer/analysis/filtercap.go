package analysis

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// filterCaptures are the variables that the filter expressions of the
// masked constructs of a region (masked taskloop and the inner construct
// of parallel masked too) name: every thread that meets the construct
// evaluates the filter on the device (devsync), so the kernel captures
// them as it captures the variables its code uses.
func (a *analyzer) filterCaptures() []*capture {
	var out []*capture
	for _, s := range a.syncs {
		if s.Dir == nil || s.Dir.Sync == nil || s.Dir.Sync.Filter == "" || s.Stmt == nil {
			continue
		}
		scope := resolve.ScopeOf(s.Stmt)
		parts := strings.Fields(s.Dir.Sync.Filter)
		for i, w := range parts {
			if !directive.IsIdent(w) || i+1 < len(parts) && parts[i+1] == "(" {
				continue // calls: OpenMP routines (devsync)
			}
			if _, isEnum := resolve.Enum(scope, w, s.Pragma.Seq); isEnum {
				continue
			}
			if decl := resolve.Lookup(scope, w, s.Pragma.Seq); decl != nil && !decl.IsTypename() {
				out = append(out, &capture{d: decl, name: w, pos: s.Dir.Sync.FilterPos, first: s.Pragma.Seq})
			}
		}
	}
	for _, f := range a.nest.FilterUses {
		// Filters of masked constructs in nested parallel regions
		// (package nested).
		out = append(out, &capture{d: f.Decl, name: f.Name, pos: f.Pos, first: f.Seq})
	}
	return out
}

// GenericHas reports whether the device code of the generic region
// whose constructs are being lowered has decl: declared in the region,
// or captured by its kernel.
func (r *syncRegion) GenericHas(decl *cc.Declarator) bool {
	sc := r.syncScope
	return sc != nil && sc.gen != nil && (csyntax.LocalTo(decl, sc.lo, sc.hi) || sc.caps[decl] != nil)
}
