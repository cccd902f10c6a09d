package analysis

import "github.com/omp-offload/rules_omp_offload/lowerer/directive"

// rawClause is a clause of a pragma as written, for the host rewrites
// that print a directive anew: its name and its argument's tokens from
// "(" to the matching ")" (none for a clause without one).
type rawClause struct {
	name  string
	group []string
}

// rawClauses splits a pragma's tokens after the construct name into its
// clauses (a separating comma is a clause of its own name).
func rawClauses(toks []directive.Token) []rawClause {
	var out []rawClause
	for i := 0; i < len(toks); i++ {
		c := rawClause{name: toks[i].Text}
		if i+1 < len(toks) && toks[i+1].Text == "(" {
			depth := 0
			for i++; i < len(toks); i++ {
				c.group = append(c.group, toks[i].Text)
				if toks[i].Text == "(" {
					depth++
				} else if toks[i].Text == ")" {
					if depth--; depth == 0 {
						break
					}
				}
			}
		}
		out = append(out, c)
	}
	return out
}
