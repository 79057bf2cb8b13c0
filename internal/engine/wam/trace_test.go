package wam

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

type tracerFunc func(m *engine.Machine, port string, depth int, goal engine.Term) engine.TraceAction

func (f tracerFunc) Port(m *engine.Machine, port string, depth int, goal engine.Term) engine.TraceAction {
	return f(m, port, depth, goal)
}

// TestTraceOnCore traces a program that the core runs: its calls run on
// the core compiled for tracing, which reports their ports as the
// engine's solver would (prolog's TestTraceAgainstEngine compares the
// two on more programs).
func TestTraceOnCore(t *testing.T) {
	em, b := bridged(t, `
p(X) :- q(X), r(X).
q(1).
q(2).
r(2).
len([], 0).
len([_|T], N) :- len(T, M), N is M+1.
c(X) :- call(q, X), r(X).
`)
	var ports []string
	em.Tracer = tracerFunc(func(m *engine.Machine, port string, depth int, goal engine.Term) engine.TraceAction {
		ports = append(ports, fmt.Sprintf("%s %d %s", port, depth, engine.Format(goal, engine.WriteOptions{Quoted: true})))
		return engine.TraceCreep
	})
	vars := regexp.MustCompile(`_[0-9]+`)
	for _, c := range []struct{ goal, want string }{
		{"trace, p(X), nodebug", `call 10 p(_)
call 11 q(_)
exit 11 q(1)
call 11 r(1)
fail 11 r(1)
redo 11 q(_)
exit 11 q(2)
call 11 r(2)
exit 11 r(2)
exit 10 p(2)`},
		{"trace, len([a,b], X), nodebug", `call 10 len([a,b],_)
call 11 len([b],_)
call 12 len([],_)
exit 12 len([],0)
call 12 _ is 0+1
exit 12 1 is 0+1
exit 11 len([b],1)
call 11 _ is 1+1
exit 11 2 is 1+1
exit 10 len([a,b],2)`},
		{"trace, c(X), nodebug", `call 10 c(_)
call 11 call(q,_)
call 11 q(_)
exit 11 q(1)
exit 11 call(q,1)
call 11 r(1)
fail 11 r(1)
redo 11 q(_)
exit 11 q(2)
exit 11 call(q,2)
call 11 r(2)
exit 11 r(2)
exit 10 c(2)`},
	} {
		ports = ports[:0]
		once(t, em, c.goal, "X")
		if got := vars.ReplaceAllString(strings.Join(ports, "\n"), "_"); got != c.want {
			t.Errorf("%s: ports\n%s\nwant\n%s", c.goal, got, c.want)
		}
	}
	if len(b.dlevels) == 0 || b.dlevels[0] == nil {
		t.Fatal("no core ran the traced calls")
	}
	for _, f := range []functor{{engine.Intern("q"), 1}, {engine.Intern("len"), 2}, {engine.Intern("c"), 1}} {
		if p := b.dlevels[0].preds[f]; p == nil || p.tr == nil {
			t.Errorf("%s/%d: not traced on the core", f.name.Name, f.arity)
		}
	}
}

// TestTracedCode checks which predicates traced code runs (see
// Bridge.traced), and that a traced call of each that does runs on the
// tracing core, which compiled it traced. setarg/3 runs there on the
// heap's own terms, not on copies of the engine's (see
// Bridge.tracedOnCopies); a dynamic tabled predicate stays with the
// solver.
func TestTracedCode(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "traced.pl"))
	if err != nil {
		t.Fatal(err)
	}
	em, b := bridged(t, string(src))
	ports := 0
	em.Tracer = tracerFunc(func(*engine.Machine, string, int, engine.Term) engine.TraceAction {
		ports++
		return engine.TraceCreep
	})
	for _, c := range []struct {
		name   string
		arity  int
		goal   string
		traced bool
	}{
		{"look", 1, "look(X)", true},
		{"rule", 1, "", true},
		{"meta", 1, "meta(X)", true},
		{"maps", 1, "maps(X)", true},
		{"cl", 1, "cl(X)", true},
		{"scc", 1, "scc(X)", true},
		{"fz", 1, "fz(X)", true},
		{"drop", 0, "drop", true},
		{"undef", 0, "undef", true},
		{"usetab", 1, "usetab(X)", true},
		{"sa", 1, "sa(X)", true},
		{"usedyntab", 1, "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := em.Lookup(engine.Intern(c.name), c.arity)
			if p == nil {
				t.Fatal("no predicate")
			}
			if got := b.traced(p); got != c.traced {
				t.Fatalf("traced: %v, want %v", got, c.traced)
			}
			if c.goal == "" {
				return
			}
			ports = 0
			once(t, em, "trace, "+c.goal+", nodebug", "X")
			if ports == 0 {
				t.Error("no port traced")
			}
			if len(b.dlevels) == 0 || b.dlevels[0] == nil {
				t.Fatal("no tracing core ran")
			}
			if wp := b.dlevels[0].preds[functor{p.Name, p.Arity}]; wp == nil || wp.tr == nil {
				t.Error("not traced on the core")
			}
		})
	}
	if b.tracedOnCopies(em.Lookup(engine.Intern("sa"), 1)) {
		t.Error("sa/1 traced on copies")
	}
}
