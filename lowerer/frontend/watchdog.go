package frontend

import (
	"errors"
	"fmt"
	"runtime"
	"time"

	"modernc.org/cc/v4"
)

// Limits on one translation, past which it is taken to be runaway:
// modernc.org/cc/v4 v4.27.1 can loop without end at an unexpected end of
// file (e.g. a file ending in "f(*"), allocating an error per turn. Real
// units stay far below both.
var (
	translateTimeout  = 120 * time.Second
	translateHeapMax  = uint64(2 << 30)
	translatePollTick = 100 * time.Millisecond
)

// errRunaway reports a translation stopped by the watchdog.
var errRunaway = errors.New("the C front end stopped making progress")

// translate runs cc.Translate under the watchdog. When the limits are
// exceeded it returns errRunaway at once; the translation's goroutine
// cannot be stopped and keeps running, so a caller that gets errRunaway
// should end the process soon (omplower does: it reports and exits).
func translate(cfg *cc.Config, sources []cc.Source) (*cc.AST, error) {
	type result struct {
		ast *cc.AST
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			// A panic in the C front end (a bug there) is an error of
			// this unit, not a crash.
			if x := recover(); x != nil {
				done <- result{nil, fmt.Errorf("internal error in the C front end: %v", x)}
			}
		}()
		ast, err := cc.Translate(cfg, sources)
		done <- result{ast, err}
	}()
	deadline := time.Now().Add(translateTimeout)
	tick := time.NewTicker(translatePollTick)
	defer tick.Stop()
	var ms runtime.MemStats
	for {
		select {
		case r := <-done:
			return r.ast, r.err
		case <-tick.C:
			runtime.ReadMemStats(&ms)
			if ms.HeapAlloc > translateHeapMax || time.Now().After(deadline) {
				return nil, errRunaway
			}
		}
	}
}
