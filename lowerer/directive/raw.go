package directive

import (
	"strconv"
	"strings"
)

// RawClause is a clause of a pragma as written, for the host rewrites
// that print a directive anew: its name and its argument's tokens from
// "(" to the matching ")" (none for a clause without one).
type RawClause struct {
	Name  string
	Group []string
}

// RawClauses splits a pragma's tokens after the construct name into its
// clauses (a separating comma is a clause of its own name).
func RawClauses(toks []Token) []RawClause {
	var out []RawClause
	for i := 0; i < len(toks); i++ {
		c := RawClause{Name: toks[i].Text}
		if i+1 < len(toks) && toks[i+1].Text == "(" {
			depth := 0
			for i++; i < len(toks); i++ {
				c.Group = append(c.Group, toks[i].Text)
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

// Words returns the clause's tokens as written: its name, then its
// argument's.
func (c RawClause) Words() []string {
	return append([]string{c.Name}, c.Group...)
}

// ListItems returns the names of a clause's argument tokens group
// ("(" items ")"), after a modifier.
func ListItems(group []string) []string {
	if len(group) < 2 {
		return nil
	}
	inner := group[1 : len(group)-1]
	for i, t := range inner {
		if t == ":" {
			inner = inner[i+1:]
			break
		}
	}
	var out []string
	for _, t := range inner {
		if t != "," {
			out = append(out, t)
		}
	}
	return out
}

// CollapseDepth is the number of loops construct d governs; ok is false
// when its collapse argument is not a literal.
func (d *Directive) CollapseDepth() (int, bool) {
	if d.Sync != nil && d.Sync.Collapse > 0 {
		return d.Sync.Collapse, true // taskloop
	}
	c := d.Clause("collapse")
	if c == nil {
		return 1, true
	}
	n, err := strconv.Atoi(strings.TrimRight(strings.TrimSpace(c.Expr), "uUlL"))
	return n, err == nil && n >= 1
}
