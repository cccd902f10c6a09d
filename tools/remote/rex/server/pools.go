package server

import (
	"fmt"
	"sort"
	"strings"

	repb "github.com/bazelbuild/remote-apis/build/bazel/remote/execution/v2"
)

// PoolKey is the platform property that names a pool outright
// (BuildBuddy's and EngFlow's convention, --//platforms:gpu_test_exec_property=Pool=gpu).
const PoolKey = "Pool"

// PoolSpec is a worker pool: its name and the platform properties that
// route an action to it (besides Pool=NAME).
type PoolSpec struct {
	Name  string
	Match []Property
}

// Property is one platform property.
type Property struct{ Name, Value string }

// ParsePools reads a list of pools, "cpu,gpu:gpu=nvidia": comma-separated,
// each a name with optional ":KEY=VALUE" properties. The first pool is the
// default, which gets the actions no other pool claims.
func ParsePools(spec string) ([]PoolSpec, error) {
	var pools []PoolSpec
	seen := map[string]bool{}
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		parts := strings.Split(item, ":")
		p := PoolSpec{Name: parts[0]}
		if p.Name == "" || strings.ContainsAny(p.Name, "= \t/") {
			return nil, fmt.Errorf("pool %q: a pool needs a name without '=', '/' or blanks", item)
		}
		if seen[p.Name] {
			return nil, fmt.Errorf("pool %q is listed twice", p.Name)
		}
		seen[p.Name] = true
		for _, kv := range parts[1:] {
			i := strings.Index(kv, "=")
			if i <= 0 {
				return nil, fmt.Errorf("pool %q: property %q is not KEY=VALUE", p.Name, kv)
			}
			p.Match = append(p.Match, Property{kv[:i], kv[i+1:]})
		}
		pools = append(pools, p)
	}
	if len(pools) == 0 {
		return nil, fmt.Errorf("no pools in %q", spec)
	}
	return pools, nil
}

// Route picks the pool of an action from its platform:
//  1. Pool=NAME names it (an unknown name is an error);
//  2. otherwise the pool all of whose properties the platform has (the one
//     with the most, when several do);
//  3. otherwise the first pool.
//
// Other properties (OSFamily, container-image, ...) do not take part: every
// worker here runs on this machine.
func Route(pools []PoolSpec, platform *repb.Platform) (string, error) {
	props := map[string]string{}
	for _, p := range platform.GetProperties() {
		props[p.Name] = p.Value
	}
	if name, ok := props[PoolKey]; ok {
		for _, p := range pools {
			if p.Name == name {
				return name, nil
			}
		}
		return "", fmt.Errorf("the action's platform names pool %q (%s=%s), which this engine does not have (pools: %s)",
			name, PoolKey, name, poolNames(pools))
	}
	best, bestN := pools[0].Name, 0
	for _, p := range pools {
		if len(p.Match) <= bestN {
			continue
		}
		all := true
		for _, m := range p.Match {
			if v, ok := props[m.Name]; !ok || v != m.Value {
				all = false
				break
			}
		}
		if all {
			best, bestN = p.Name, len(p.Match)
		}
	}
	return best, nil
}

func poolNames(pools []PoolSpec) string {
	var names []string
	for _, p := range pools {
		names = append(names, p.Name)
	}
	return strings.Join(names, ", ")
}

// PlatformString writes a platform as sorted k=v pairs, for logs.
func PlatformString(platform *repb.Platform) string {
	var kv []string
	for _, p := range platform.GetProperties() {
		kv = append(kv, p.Name+"="+p.Value)
	}
	sort.Strings(kv)
	return strings.Join(kv, ",")
}
