package server

import (
	"reflect"
	"strings"
	"testing"

	repb "github.com/bazelbuild/remote-apis/build/bazel/remote/execution/v2"
)

func TestParsePools(t *testing.T) {
	for _, tc := range []struct {
		spec, err string
		want      []PoolSpec
	}{
		{spec: "cpu", want: []PoolSpec{{Name: "cpu"}}},
		{spec: "cpu,gpu:gpu=nvidia", want: []PoolSpec{{Name: "cpu"}, {Name: "gpu", Match: []Property{{"gpu", "nvidia"}}}}},
		{spec: "cpu, big:mem=high:disk=ssd", want: []PoolSpec{{Name: "cpu"}, {Name: "big", Match: []Property{{"mem", "high"}, {"disk", "ssd"}}}}},
		{spec: "", err: "no pools"},
		{spec: "cpu,cpu", err: "twice"},
		{spec: "gpu:nvidia", err: "not KEY=VALUE"},
		{spec: "a=b", err: "needs a name"},
	} {
		got, err := ParsePools(tc.spec)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ParsePools(%q) error = %v, want one with %q", tc.spec, err, tc.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParsePools(%q) = %v, %v; want %v", tc.spec, got, err, tc.want)
		}
	}
}

func platform(kv ...string) *repb.Platform {
	p := &repb.Platform{}
	for i := 0; i < len(kv); i += 2 {
		p.Properties = append(p.Properties, &repb.Platform_Property{Name: kv[i], Value: kv[i+1]})
	}
	return p
}

func TestRoute(t *testing.T) {
	pools, _ := ParsePools("cpu,gpu:gpu=nvidia,big:gpu=nvidia:mem=high")
	for _, tc := range []struct {
		name     string
		platform *repb.Platform
		want     string
		err      string
	}{
		{"none", nil, "cpu", ""},
		{"os only", platform("OSFamily", "Linux"), "cpu", ""},
		{"gpu property", platform("OSFamily", "Linux", "gpu", "nvidia"), "gpu", ""},
		{"other gpu value", platform("gpu", "amd"), "cpu", ""},
		{"most specific", platform("gpu", "nvidia", "mem", "high"), "big", ""},
		{"own property ignored", platform("gpu", "nvidia", "own", "1"), "gpu", ""},
		{"Pool names it", platform("OSFamily", "Linux", "Pool", "gpu"), "gpu", ""},
		{"Pool wins", platform("Pool", "cpu", "gpu", "nvidia"), "cpu", ""},
		{"unknown Pool", platform("Pool", "tpu"), "", `pool "tpu"`},
	} {
		got, err := Route(pools, tc.platform)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: Route error = %v, want one with %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%s: Route = %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}
}
