package builtins

import (
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// lt converts Go values to terms for compact test tables: int → Int,
// float64 → Float, string → atom, []any → list, engine.Term as is.
func lt(x any) engine.Term {
	switch v := x.(type) {
	case int:
		return engine.MakeInt(int64(v))
	case float64:
		return engine.Float(v)
	case string:
		return engine.Intern(v)
	case []any:
		ts := make([]engine.Term, len(v))
		for i, e := range v {
			ts[i] = lt(e)
		}
		return engine.List(ts...)
	case engine.Term:
		return v
	}
	panic("lt: bad value")
}

// lc builds a compound term.
func lc(name string, args ...any) engine.Term {
	ts := make([]engine.Term, len(args))
	for i, a := range args {
		ts[i] = lt(a)
	}
	return engine.NewCompound(engine.Intern(name), ts...)
}

// ll builds a list.
func ll(xs ...any) engine.Term { return lt(xs) }

// lpart builds a partial list ending in tail.
func lpart(tail engine.Term, xs ...any) engine.Term {
	ts := make([]engine.Term, len(xs))
	for i, e := range xs {
		ts[i] = lt(e)
	}
	return engine.ListWithTail(tail, ts...)
}

var lstVarName = regexp.MustCompile(`\b_[A-Za-z0-9_]*`)

// lshow renders a term as writeq would, with variables shown as _.
func lshow(t engine.Term) string {
	return lstVarName.ReplaceAllString(engine.Format(t, engine.WriteOptions{Quoted: true, NumberVars: true}), "_")
}

func lstMachine() *engine.Machine {
	m := engine.NewMachine()
	m.RegisterAll(listBuiltins)
	return m
}

// lrun solves goal once and describes the outcome: the rendering of out on
// success, "fail", or the error ball.
func lrun(m *engine.Machine, goal, out engine.Term) string {
	ok, err := m.Once(goal)
	if err != nil {
		if e, isExc := err.(*engine.Exception); isExc {
			return lshow(e.Ball)
		}
		return err.Error()
	}
	if !ok {
		return "fail"
	}
	return lshow(out)
}

func TestListsDeterministic(t *testing.T) {
	m := lstMachine()
	type tc struct {
		name string
		mk   func(x, y engine.Term) engine.Term // goal; x is shown on success
		want string
	}
	tests := []tc{
		{"length proper", func(x, y engine.Term) engine.Term { return lc("length", ll("a", "b", "c"), x) }, "3"},
		{"length check", func(x, y engine.Term) engine.Term { return lc("length", ll("a", "b"), 1) }, "fail"},
		{"length partial", func(x, y engine.Term) engine.Term { return lc("length", lpart(y, "a"), 3) }, "_"},
		{"length partial build", func(x, y engine.Term) engine.Term {
			m.Unify(x, lpart(y, "a"))
			return lc("length", x, 3)
		}, "[a,_,_]"},
		{"length partial short", func(x, y engine.Term) engine.Term { return lc("length", lpart(y, "a", "b"), 1) }, "fail"},
		{"length neg", func(x, y engine.Term) engine.Term { return lc("length", x, -1) }, "error(domain_error(not_less_than_zero,-1),context(length/2,_))"},
		{"length neg proper", func(x, y engine.Term) engine.Term { return lc("length", ll("a"), -1) }, "error(domain_error(not_less_than_zero,-1),context(length/2,_))"},
		{"length neg atom", func(x, y engine.Term) engine.Term { return lc("length", "a", -1) }, "error(domain_error(not_less_than_zero,-1),context(length/2,_))"},
		{"length atom", func(x, y engine.Term) engine.Term { return lc("length", "a", x) }, "error(type_error(list,a),context(length/2,_))"},
		{"length improper", func(x, y engine.Term) engine.Term { return lc("length", lpart(lt("b"), "a"), x) }, "error(type_error(list,[a|b]),context(length/2,_))"},
		{"length improper int", func(x, y engine.Term) engine.Term { return lc("length", lpart(lt("foo"), "a"), 1) }, "error(type_error(list,[a|foo]),context(length/2,_))"},
		{"length bad len", func(x, y engine.Term) engine.Term { return lc("length", x, "a") }, "error(type_error(integer,a),context(length/2,_))"},
		{"length float len", func(x, y engine.Term) engine.Term { return lc("length", lpart(y, "a"), 1.0) }, "error(type_error(integer,1.0),context(length/2,_))"},
		{"length bad len atom list", func(x, y engine.Term) engine.Term { return lc("length", "a", "foo") }, "error(type_error(integer,foo),context(length/2,_))"},
		{"length self", func(x, y engine.Term) engine.Term { return lc("length", x, x) }, "fail"},
		{"length self tail", func(x, y engine.Term) engine.Term { return lc("length", lpart(x, "a"), x) }, "fail"},
		{"length partial unbound", func(x, y engine.Term) engine.Term { return lc("length", lpart(y, "a", "b"), x) }, "2"},

		{"msort", func(x, y engine.Term) engine.Term {
			return lc("msort", ll("c", y, 1, engine.String("s"), lc("f", "x"), 2.0, 1.0, 1, lc("g", "a", "b")), x)
		}, `[_,1.0,1,1,2.0,"s",c,f(x),g(a,b)]`},
		{"msort atom", func(x, y engine.Term) engine.Term { return lc("msort", "a", x) }, "error(type_error(list,a),context(system:msort/2,_))"},
		{"msort partial", func(x, y engine.Term) engine.Term { return lc("msort", lpart(y, "a"), x) }, "error(instantiation_error,context(system:msort/2,_))"},
		{"msort out", func(x, y engine.Term) engine.Term { return lc("msort", ll("b", "a"), lpart(lt("c"), "a")) }, "fail"},
		{"sort dedup", func(x, y engine.Term) engine.Term { return lc("sort", ll("b", "a", "c", "a", 1, 1.0, 1), x) }, "[1.0,1,a,b,c]"},
		{"sort improper", func(x, y engine.Term) engine.Term { return lc("sort", lpart(lt("c"), "b", "a"), x) }, "error(type_error(list,[b,a|c]),context(system:sort/2,_))"},
		{"sort out partial", func(x, y engine.Term) engine.Term { return lc("sort", ll("b", "a"), lpart(y, "a")) }, "_"},
		{"sort empty", func(x, y engine.Term) engine.Term { return lc("sort", ll(), x) }, "[]"},

		{"keysort", func(x, y engine.Term) engine.Term {
			return lc("keysort", ll(lc("-", "b", 1), lc("-", "a", 2), lc("-", "b", 0)), x)
		}, "[a-2,b-1,b-0]"},
		{"keysort pair", func(x, y engine.Term) engine.Term { return lc("keysort", ll(lc("-", "a", 1), "b"), x) }, "error(type_error(pair,b),context(keysort/2,_))"},
		{"keysort var", func(x, y engine.Term) engine.Term { return lc("keysort", ll(lc("-", "a", 1), y), x) }, "error(instantiation_error,context(system:keysort/2,_))"},
		{"keysort improper", func(x, y engine.Term) engine.Term { return lc("keysort", lpart(lt("b"), lc("-", "a", 1)), x) }, "error(type_error(list,[a-1|b]),context(system:keysort/2,_))"},

		{"sort4 0 @>=", func(x, y engine.Term) engine.Term {
			return lc("sort", 0, "@>=", ll(lc("f", 1), lc("f", 2), lc("f", 1)), x)
		}, "[f(2),f(1),f(1)]"},
		{"sort4 1 @>", func(x, y engine.Term) engine.Term {
			return lc("sort", 1, "@>", ll(lc("f", 1), lc("f", 2), lc("f", 1)), x)
		}, "[f(2),f(1)]"},
		{"sort4 1 @<", func(x, y engine.Term) engine.Term {
			return lc("sort", 1, "@<", ll(lc("f", 2, "a"), lc("f", 1, "b"), lc("f", 2, "c")), x)
		}, "[f(1,b),f(2,a)]"},
		{"sort4 2 @=<", func(x, y engine.Term) engine.Term {
			return lc("sort", 2, "@=<", ll(lc("f", 2, "b"), lc("f", 1, "a"), lc("f", 3, "b")), x)
		}, "[f(1,a),f(2,b),f(3,b)]"},
		{"sort4 no arg", func(x, y engine.Term) engine.Term { return lc("sort", 2, "@>", ll(lc("f", 1)), x) }, "error(existence_error(argument,2,f(1)),context(system:sort/4,_))"},
		{"sort4 order", func(x, y engine.Term) engine.Term { return lc("sort", 1, "foo", ll(), x) }, "error(domain_error(order,foo),context(system:sort/4,_))"},
		{"sort4 neg", func(x, y engine.Term) engine.Term { return lc("sort", -1, "@<", ll(), x) }, "error(domain_error(not_less_than_one,-1),context(system:sort/4,_))"},
		{"sort4 key var", func(x, y engine.Term) engine.Term { return lc("sort", y, "foo", ll(), x) }, "error(instantiation_error,context(system:sort/4,_))"},
		{"sort4 order var", func(x, y engine.Term) engine.Term { return lc("sort", 1, y, ll(), x) }, "error(instantiation_error,context(system:sort/4,_))"},
		{"sort4 key float", func(x, y engine.Term) engine.Term { return lc("sort", 1.5, "@<", ll(), x) }, "error(type_error(sort_key,1.5),context(system:sort/4,_))"},
		{"sort4 atom key", func(x, y engine.Term) engine.Term { return lc("sort", "a", "@<", ll(lc("f", 1)), x) }, "error(type_error(dict,f(1)),context(system:sort/4,_))"},
		{"sort4 atom key empty", func(x, y engine.Term) engine.Term { return lc("sort", "a", "@<", ll(), x) }, "[]"},
		{"sort4 not compound", func(x, y engine.Term) engine.Term { return lc("sort", 1, "@<", ll(lc("f", 1), "a"), x) }, "error(type_error(compound,a),context(system:sort/4,_))"},
		{"sort4 var elem", func(x, y engine.Term) engine.Term { return lc("sort", 1, "@<", ll(y), x) }, "error(instantiation_error,context(system:sort/4,_))"},
		{"sort4 partial", func(x, y engine.Term) engine.Term { return lc("sort", 1, "@<", lpart(y, lc("f", 1)), x) }, "error(instantiation_error,context(system:sort/4,_))"},
		{"sort4 not list", func(x, y engine.Term) engine.Term { return lc("sort", 1, "@<", "foo", x) }, "error(type_error(list,foo),context(system:sort/4,_))"},

		{"list_to_set", func(x, y engine.Term) engine.Term {
			a := m.NewVar()
			return lc("list_to_set", ll("a", y, a, "a", y, 1, 1.0, 1, lc("f", "x")), x)
		}, "[a,_,_,1,1.0,f(x)]"},
		{"list_to_set partial", func(x, y engine.Term) engine.Term { return lc("list_to_set", lpart(y, "a"), x) }, "error(instantiation_error,_)"},
		{"skip_list", func(x, y engine.Term) engine.Term { return lc("$skip_list", x, lpart(y, "a", "b"), y) }, "2"},
		{"type check nonneg", func(x, y engine.Term) engine.Term { return lc("$lists_type_check", "nonneg", -1, x) }, "type_error(nonneg,-1)"},
		{"type check nonneg atom", func(x, y engine.Term) engine.Term { return lc("$lists_type_check", "nonneg", "a", x) }, "type_error(nonneg,a)"},
		{"type check positive", func(x, y engine.Term) engine.Term { return lc("$lists_type_check", "positive_integer", 0, x) }, "type_error(positive_integer,0)"},
		{"type check partial", func(x, y engine.Term) engine.Term { return lc("$lists_type_check", "list", lpart(y, "a"), x) }, "instantiation_error"},
		{"type check ok", func(x, y engine.Term) engine.Term { return lc("$lists_type_check", "list", ll("a"), x) }, "fail"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, y := m.NewVar(), m.NewVar()
			if got := lrun(m, tt.mk(x, y), x); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestListsLengthEnumerate(t *testing.T) {
	m := lstMachine()
	tests := []struct {
		name string
		list func(tail engine.Term) engine.Term
		want []string
	}{
		{"empty prefix", func(tail engine.Term) engine.Term { return tail }, []string{"[]-0", "[_]-1", "[_,_]-2", "[_,_,_]-3"}},
		{"one prefix", func(tail engine.Term) engine.Term { return lpart(tail, "a") }, []string{"[a]-1", "[a,_]-2", "[a,_,_]-3", "[a,_,_,_]-4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, n := m.NewVar(), m.NewVar()
			list := tt.list(l)
			q := m.Solve(lc("length", list, n))
			defer q.Close()
			for i, want := range tt.want {
				ok, err := q.Next()
				if !ok || err != nil {
					t.Fatalf("solution %d: %v %v", i, ok, err)
				}
				if got := lshow(lc("-", list, n)); got != want {
					t.Errorf("solution %d: got %s, want %s", i, got, want)
				}
			}
		})
	}
}

func TestListsLarge(t *testing.T) {
	m := lstMachine()
	const n = 1_000_000
	xs := make([]engine.Term, n)
	for i := range xs {
		xs[i] = engine.MakeInt(int64((i * 7919) % n))
	}
	tests := []struct {
		name  string
		goal  func(l, out engine.Term) engine.Term
		check func(out engine.Term) bool
	}{
		{"msort", func(l, out engine.Term) engine.Term { return lc("msort", l, out) }, func(out engine.Term) bool {
			s, ok := engine.ListToSlice(out)
			return ok && len(s) == n && engine.Deref(s[0]) == engine.MakeInt(0) && engine.Deref(s[n-1]) == engine.MakeInt(n-1)
		}},
		{"sort", func(l, out engine.Term) engine.Term { return lc("sort", l, out) }, func(out engine.Term) bool {
			s, ok := engine.ListToSlice(out)
			return ok && len(s) == n
		}},
		{"length", func(l, out engine.Term) engine.Term { return lc("length", l, out) }, func(out engine.Term) bool {
			return engine.Deref(out) == engine.MakeInt(n)
		}},
		{"list_to_set", func(l, out engine.Term) engine.Term { return lc("list_to_set", l, out) }, func(out engine.Term) bool {
			s, ok := engine.ListToSlice(out)
			return ok && len(s) == n
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := m.NewVar()
			start := time.Now()
			ok, err := m.Once(tt.goal(engine.List(xs...), out))
			if !ok || err != nil {
				t.Fatalf("%v %v", ok, err)
			}
			if !tt.check(out) {
				t.Errorf("bad result")
			}
			// Generous: the limit catches quadratic behaviour, not noise.
			if d := time.Since(start); d > 60*time.Second {
				t.Errorf("too slow: %v", d)
			}
		})
	}
}

func TestListsCyclic(t *testing.T) {
	m := lstMachine()
	l := m.NewVar()
	cell := engine.Cons(lt("a"), l)
	m.Bind(l, cell)
	ok, err := m.Once(lc("length", cell, m.NewVar()))
	if ok || err == nil || !strings.Contains(lshow(err.(*engine.Exception).Ball), "type_error(list") {
		t.Errorf("length of cyclic list: %v %v", ok, err)
	}
}

// lstLibCases are goals run against lib/lists.pl and lib/apply.pl, each
// with SWI-Prolog 9's outcome: the goal after its first solution, fail, or
// error(Formal) (contexts differ by module qualification only).
var lstLibCases = []struct{ goal, want string }{
	{`append([a,b],[c],X)`, `append([a,b],[c],[a,b,c])`},
	{`findall(X-Y,append(X,Y,[1,2]),L)`, `findall(_-_,append(_,_,[1,2]),[[]-[1,2],[1]-[2],[1,2]-[]])`},
	{`append([[a],[b,c],[]],X)`, `append([[a],[b,c],[]],[a,b,c])`},
	{`append(foo,X)`, `error(type_error(list,foo))`},
	{`append([a|_],X)`, `error(instantiation_error)`},
	{`findall(X,member(X,[a,b,c]),L)`, `findall(_,member(_,[a,b,c]),[a,b,c])`},
	{`member(b,[a,b,c])`, `member(b,[a,b,c])`},
	{`memberchk(X,[a,b])`, `memberchk(a,[a,b])`},
	{`memberchk(c,[a,b])`, `fail`},
	{`findall(X-R,select(X,[a,b,c],R),L)`, `findall(_-_,select(_,[a,b,c],_),[a-[b,c],b-[a,c],c-[a,b]])`},
	{`selectchk(b,[a,b,c,b],K)`, `selectchk(b,[a,b,c,b],[a,c,b])`},
	{`findall(L,select(b,[a,b,c,b],x,L),Ls)`, `findall(_,select(b,[a,b,c,b],x,_),[[a,x,c,b],[a,b,c,x]])`},
	{`selectchk(b,[a,b,c,b],x,K)`, `selectchk(b,[a,b,c,b],x,[a,x,c,b])`},
	{`findall(X-R,select(X,[a,b],c,R),L)`, `findall(_-_,select(_,[a,b],c,_),[a-[c,b],b-[a,c]])`},
	{`subtract([a,b,c,a],[a],L)`, `subtract([a,b,c,a],[a],[b,c])`},
	{`intersection([a,b,c,d],[d,b],L)`, `intersection([a,b,c,d],[d,b],[b,d])`},
	{`union([a,b,c],[b,d],L)`, `union([a,b,c],[b,d],[a,c,b,d])`},
	{`delete([a,B,f(X),f(a),c],f(_),L)`, `delete([a,_,f(_),f(a),c],f(_),[a,c])`},
	{`delete([a,b,a,c],a,L)`, `delete([a,b,a,c],a,[b,c])`},
	{`findall(P,permutation([1,2,3],P),L)`, `findall(_,permutation([1,2,3],_),[[1,2,3],[1,3,2],[2,1,3],[2,3,1],[3,1,2],[3,2,1]])`},
	{`findall(P,permutation(P,[1,2,3]),L)`, `findall(_,permutation(_,[1,2,3]),[[1,2,3],[1,3,2],[2,1,3],[3,1,2],[2,3,1],[3,2,1]])`},
	{`permutation([a,b],[b,a])`, `permutation([a,b],[b,a])`},
	{`permutation(foo,X)`, `error(type_error(list,foo))`},
	{`nth0(1,[a,b,c],X)`, `nth0(1,[a,b,c],b)`},
	{`nth1(1,[a,b,c],X)`, `nth1(1,[a,b,c],a)`},
	{`nth0(5,[a,b,c],X)`, `fail`},
	{`nth0(-1,[a],X)`, `fail`},
	{`nth1(0,[a],X)`, `fail`},
	{`nth0(a,[a],X)`, `error(type_error(integer,a))`},
	{`findall(I-E,nth0(I,[a,b,c],E),L)`, `findall(_-_,nth0(_,[a,b,c],_),[0-a,1-b,2-c])`},
	{`findall(I-E,nth1(I,[a,b,c],E),L)`, `findall(_-_,nth1(_,[a,b,c],_),[1-a,2-b,3-c])`},
	{`nth0(2,L,x)`, `nth0(2,[_,_,x|_],x)`},
	{`nth0(1,L,x,[a,b])`, `nth0(1,[a,x,b],x,[a,b])`},
	{`nth1(1,[a,b,c],E,R)`, `nth1(1,[a,b,c],a,[b,c])`},
	{`findall(I-L,nth0(I,L,x,[a,b]),Ls)`, `findall(_-_,nth0(_,_,x,[a,b]),[0-[x,a,b],1-[a,x,b],2-[a,b,x]])`},
	{`nth0(-1,L,x,[a,b])`, `error(type_error(nonneg,-1))`},
	{`nth1(0,L,x,[a,b])`, `error(type_error(positive_integer,0))`},
	{`nth0(a,L,x,[a,b])`, `error(type_error(nonneg,a))`},
	{`last([a,b,c],X)`, `last([a,b,c],c)`},
	{`last([],X)`, `fail`},
	{`reverse([a,b,c],X)`, `reverse([a,b,c],[c,b,a])`},
	{`reverse(X,[a,b])`, `reverse([b,a],[a,b])`},
	{`flatten([a,[b,[c|d]],[]|e],L)`, `flatten([a,[b,[c|d]],[]|e],[a,b,c,d,e])`},
	{`flatten([X,[Y]],L)`, `flatten([_,[_]],[_,_])`},
	{`flatten(a,L)`, `flatten(a,[a])`},
	{`sum_list([1,2.0,3],S)`, `sum_list([1,2.0,3],6.0)`},
	{`sum_list([],S)`, `sum_list([],0)`},
	{`sum_list([a],S)`, `error(type_error(evaluable,a/0))`},
	{`sumlist([1,2],S)`, `sumlist([1,2],3)`},
	{`max_list([1,3.0,3,2],S)`, `max_list([1,3.0,3,2],3.0)`},
	{`min_list([4,1,2],S)`, `min_list([4,1,2],1)`},
	{`max_list([],S)`, `fail`},
	{`max_list([1,a],S)`, `error(type_error(evaluable,a/0))`},
	{`numlist(1,5,L)`, `numlist(1,5,[1,2,3,4,5])`},
	{`numlist(5,1,L)`, `fail`},
	{`numlist(3,3,L)`, `numlist(3,3,[3])`},
	{`numlist(a,1,L)`, `error(type_error(integer,a))`},
	{`numlist(1,_,L)`, `error(instantiation_error)`},
	{`numlist(1,3.0,L)`, `error(type_error(integer,3.0))`},
	{`max_member(M,[a,f(x),1,"s"])`, `max_member(f(x),[a,f(x),1,"s"])`},
	{`min_member(M,[a,f(x),1,"s"])`, `min_member(1,[a,f(x),1,"s"])`},
	{`max_member(M,[])`, `fail`},
	{`max_member(@=<,M,[3,1,4,1])`, `max_member(@=<,4,[3,1,4,1])`},
	{`min_member(@=<,M,[3,1,4,1])`, `min_member(@=<,1,[3,1,4,1])`},
	{`list_to_set([a,b,a,c,b],S)`, `list_to_set([a,b,a,c,b],[a,b,c])`},
	{`pairs_keys_values(P,[a,b],[1,2])`, `pairs_keys_values([a-1,b-2],[a,b],[1,2])`},
	{`pairs_keys_values([a-1,b-2],K,V)`, `pairs_keys_values([a-1,b-2],[a,b],[1,2])`},
	{`pairs_keys([a-1,b-2],K)`, `pairs_keys([a-1,b-2],[a,b])`},
	{`pairs_values([a-1,b-2],K)`, `pairs_values([a-1,b-2],[1,2])`},
	{`pairs_keys([a-1,b],K)`, `fail`},
	{`predsort(compare,[c,a,b,a],L)`, `predsort(compare,[c,a,b,a],[a,b,c])`},
	{`msort([c,a,b,a],L)`, `msort([c,a,b,a],[a,a,b,c])`},
	{`include(integer,[a,1,b,2],L)`, `include(integer,[a,1,b,2],[1,2])`},
	{`exclude(integer,[a,1,b,2],L)`, `exclude(integer,[a,1,b,2],[a,b])`},
	{`partition(integer,[a,1,b,2],I,E)`, `partition(integer,[a,1,b,2],[1,2],[a,b])`},
	{`partition(compare,[1,2,3],L,E,G)`, `error(existence_error(procedure,compare/2))`},
	{`maplist(atom,[a,b])`, `maplist(atom,[a,b])`},
	{`maplist(atom,[a,1])`, `fail`},
	{`maplist(succ,[1,2,3],L)`, `maplist(succ,[1,2,3],[2,3,4])`},
	{`maplist(succ,L,[1,2,3])`, `maplist(succ,[0,1,2],[1,2,3])`},
	{`maplist(plus,[1,2],[10,20],L)`, `maplist(plus,[1,2],[10,20],[11,22])`},
	{`foldl(plus,[1,2,3],0,S)`, `foldl(plus,[1,2,3],0,6)`},
	{`foldl(nth0_, [], 0, S)`, `foldl(nth0_,[],0,0)`},
	{`aggregate_all(count,member(_,[a,b]),C)`, `aggregate_all(count,member(_,[a,b]),2)`},
	{`aggregate_all(count,fail,C)`, `aggregate_all(count,fail,0)`},
	{`aggregate_all(sum(X),member(X,[1,2.5]),S)`, `aggregate_all(sum(_),member(_,[1,2.5]),3.5)`},
	{`aggregate_all(max(X),member(X,[1,3.0,3]),S)`, `aggregate_all(max(_),member(_,[1,3.0,3]),3.0)`},
	{`aggregate_all(max(X),member(X,[]),S)`, `fail`},
	{`aggregate_all(min(X),member(X,[3,1,2]),S)`, `aggregate_all(min(_),member(_,[3,1,2]),1)`},
	{`aggregate_all(max(X,Y),member(X-Y,[1-a,3-b,3-c,2-d]),M)`, `aggregate_all(max(_,_),member(_-_,[1-a,3-b,3-c,2-d]),max(3,b))`},
	{`aggregate_all(min(X,Y),member(X-Y,[1-a,3-b,0-c,0-d]),M)`, `aggregate_all(min(_,_),member(_-_,[1-a,3-b,0-c,0-d]),min(0,c))`},
	{`aggregate_all(bag(X),member(X,[b,a,b]),L)`, `aggregate_all(bag(_),member(_,[b,a,b]),[b,a,b])`},
	{`aggregate_all(set(X),member(X,[b,a,b]),L)`, `aggregate_all(set(_),member(_,[b,a,b]),[a,b])`},
	{`aggregate_all(foo,true,X)`, `error(domain_error(aggregate_template,foo))`},
	{`aggregate_all(_,true,X)`, `error(instantiation_error)`},
	{`aggregate_all(count,X,member(X,[a,b,a]),C)`, `aggregate_all(count,_,member(_,[a,b,a]),2)`},
	{`nextto(X,Y,[1,2,3])`, `nextto(1,2,[1,2,3])`},
	{`proper_length([a,b],N)`, `proper_length([a,b],2)`},
	{`proper_length([a|_],N)`, `fail`},
	{`length(L,2)`, `length([_,_],2)`},
	{`sort(0,@>=,[1,3,2,3],L)`, `sort(0,@>=,[1,3,2,3],[3,3,2,1])`},
	{`aggregate_all(sum(X),X,member(X,[1,2,1]),C)`, `aggregate_all(sum(_),_,member(_,[1,2,1]),3)`},
	{`aggregate_all(bag(X-Y),X,member(X-Y,[1-a,2-b,1-a]),C)`, `aggregate_all(bag(_-_),_,member(_-_,[1-a,2-b,1-a]),[1-a,2-b])`},
	{`partition(=(x),[a,x],I,E)`, `partition(=(x),[a,x],[x],[a])`},
	{`partition(foo_no_pred,[a],L,E,G)`, `error(existence_error(procedure,foo_no_pred/2))`},
	{`maplist(=(X),[a,b])`, `fail`},
	{`maplist(=(X),[a,a])`, `maplist(=(a),[a,a])`},
	{`foldl(plus,[1,2],[3,4],0,S)`, `error(existence_error(procedure,plus/4))`},
	{`select(x,L,y,[a,b])`, `fail`},
	{`length([a,b|T],N)`, `length([a,b],2)`},
	{`delete([],a,L)`, `delete([],a,[])`},
	{`max_list([1+1],M)`, `max_list([1+1],1+1)`},
	{`aggregate_all(max(X),member(X,[1+1]),M)`, `aggregate_all(max(_),member(_,[1+1]),2)`},
	{`numlist(1,3,[1,2,3])`, `numlist(1,3,[1,2,3])`},
	{`exclude(integer,[],L)`, `exclude(integer,[],[])`},
	{`msort(a,X)`, `error(type_error(list,a))`},
	{`sort(1,@<,[f(2,a),f(1,b),f(2,c)],L)`, `sort(1,@<,[f(2,a),f(1,b),f(2,c)],[f(1,b),f(2,a)])`},
	{`last([a],X)`, `last([a],a)`},
	{`reverse([],X)`, `reverse([],[])`},
	{`permutation([],P)`, `permutation([],[])`},
	{`nth1(I,[a,b,a],a)`, `nth1(1,[a,b,a],a)`},
	{`subtract([a,b],[],L)`, `subtract([a,b],[],[a,b])`},
	{`union([],[a],L)`, `union([],[a],[a])`},
	{`intersection([],[a],L)`, `intersection([],[a],[])`},
	{`sumlist([],S)`, `sumlist([],0)`},
	{`list_to_set([],S)`, `list_to_set([],[])`},
	{`flatten([],L)`, `flatten([],[])`},
	{`flatten([[[]]],L)`, `flatten([[[]]],[])`},
	{`is_set([a,b])`, `is_set([a,b])`},
	{`is_set([a,b,a])`, `fail`},
	{`is_set([a|_])`, `fail`},
	{`subset([a,b],[b,c,a])`, `subset([a,b],[b,c,a])`},
	{`subset([a,d],[b,c,a])`, `fail`},
	{`clumped([a,a,b,a,c,c,c],L)`, `clumped([a,a,b,a,c,c,c],[a-2,b-1,a-1,c-3])`},
	{`convlist(succ_or_fail,[],L)`, `convlist(succ_or_fail,[],[])`},
	{`map_list_to_pairs(atom_length,[ab,c],P)`, `map_list_to_pairs(atom_length,[ab,c],[2-ab,1-c])`},
	{`transpose_pairs([a-2,b-1,c-2],T)`, `transpose_pairs([a-2,b-1,c-2],[1-b,2-a,2-c])`},
	{`msort([b,a,c|_],L)`, `error(instantiation_error)`},
	{`length(L,L)`, `fail`},
	{`nth0(100000000000000000000,[a],E)`, `error(representation_error(int64_t))`},
	{`nth1(1.5,[a],E)`, `error(type_error(integer,1.5))`},
	{`sort(0,@<,[c,b,a,b],L)`, `sort(0,@<,[c,b,a,b],[a,b,c])`},
	{`sort(0,@=<,[c,b,a,b],L)`, `sort(0,@=<,[c,b,a,b],[a,b,b,c])`},
	{`keysort([],L)`, `keysort([],[])`},
	{`list_to_set(a,L)`, `error(type_error(list,a))`},
	{`numlist(1,0,L)`, `fail`},
	{`numlist(-2,2,L)`, `numlist(-2,2,[-2,-1,0,1,2])`},
	{`foldl(succ_acc,[],0,S)`, `foldl(succ_acc,[],0,0)`},
	{`predsort(compare,[],L)`, `predsort(compare,[],[])`},
	{`predsort(compare,[b],L)`, `predsort(compare,[b],[b])`},
	{`predsort(compare,[b,a],L)`, `predsort(compare,[b,a],[a,b])`},
	{`predsort(compare,[b,a,b,c,a,d],L)`, `predsort(compare,[b,a,b,c,a,d],[a,b,c,d])`},
	{`partition(compare,[],L,E,G)`, `partition(compare,[],[],[],[])`},
	{`aggregate_all(count,member(_,[a,b]),3)`, `fail`},
	{`aggregate_all(max(X-Y),member(X-Y,[1-a]),M)`, `error(type_error(evaluable,a/0))`},
	{`aggregate_all(sum(X),member(X,[a]),S)`, `error(type_error(evaluable,a/0))`},
	{`aggregate_all(max(X,Y),member(X-Y,[a-1]),M)`, `error(type_error(number,a))`},
	{`aggregate_all(max(X),X,member(X,[1,3,2]),M)`, `aggregate_all(max(_),_,member(_,[1,3,2]),3)`},
	{`aggregate_all(set(X),X,member(X,[c,a,c]),M)`, `aggregate_all(set(_),_,member(_,[c,a,c]),[a,c])`},
	{`aggregate_all(count,X,member(X,[c,a,c]),M)`, `aggregate_all(count,_,member(_,[c,a,c]),2)`},
	{`delete(L,a,[])`, `delete([],a,[])`},
	{`exclude(integer,L,[])`, `exclude(integer,[],[])`},
	{`pairs_keys_values(P,K,[1,2])`, `pairs_keys_values([_-1,_-2],[_,_],[1,2])`},
	{`last([a|T],X)`, `last([a],a)`},
	{`memberchk(c,[a|b])`, `error(type_error(list,b))`},
	{`memberchk(c,foo)`, `error(type_error(list,foo))`},
	{`memberchk(c,L)`, `memberchk(c,[c|_])`},
	{`memberchk(a,[b|L])`, `memberchk(a,[b,a|_])`},
	{`X=f(Y), memberchk(f(1),[g,f(2),X])`, `f(1)=f(1),memberchk(f(1),[g,f(2),f(1)])`},
	{`memberchk(f(X,X),[f(1,2),f(3,3)])`, `memberchk(f(3,3),[f(1,2),f(3,3)])`},
	{`memberchk(f(X,Y,X),[f(a,b,c),f(Z,c,d),f(e,W,e)])`, `memberchk(f(d,c,d),[f(a,b,c),f(d,c,d),f(e,_,e)])`},
	{`memberchk(f(X,b,X),[f(a,b,c),f(Z,c,d),f(e,W,e)])`, `memberchk(f(e,b,e),[f(a,b,c),f(_,c,d),f(e,b,e)])`},
	{`memberchk(1.0,[1,1.0])`, `memberchk(1.0,[1,1.0])`},
	{`memberchk(X,[])`, `fail`},
	{`\+ \+ catch((L=[a|L], memberchk(c,L), fail), error(type_error(list,_),_), true)`, `\+ \+catch((_=[a|_],memberchk(c,_),fail),error(type_error(list,_),_),true)`},
}

// lstLibMachine returns a machine with the built-ins the list library
// needs and lib/control.pl, lib/lists.pl and lib/apply.pl consulted.
func lstLibMachine(t *testing.T) *engine.Machine {
	t.Helper()
	m := engine.NewMachine()
	InitFlags(m)
	for _, tab := range [][]engine.BuiltinSpec{controlBuiltins, arithBuiltins, termBuiltins, atomBuiltins, listBuiltins} {
		m.RegisterAll(tab)
	}
	for _, file := range []string{"lib/control.pl", "lib/lists.pl", "lib/apply.pl"} {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		r := parser.NewReader(m, engine.NewInputStream(f, file, f))
		for {
			res, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			if _, err := m.AddClause(res.Term, true); err != nil {
				t.Fatalf("%s: %v", file, err)
			}
		}
		f.Close()
	}
	// SWI-Prolog reads user goals with double_quotes=string.
	m.Flags.DoubleQuotes = engine.Intern("string")
	return m
}

func TestListsLibrary(t *testing.T) {
	m := lstLibMachine(t)
	for _, tt := range lstLibCases {
		t.Run(tt.goal, func(t *testing.T) {
			res, err := parser.ReadTermFromString(m, tt.goal)
			if err != nil {
				t.Fatal(err)
			}
			var got string
			ok, err := m.Once(res.Term)
			switch {
			case err != nil:
				e, isExc := err.(*engine.Exception)
				if !isExc {
					t.Fatal(err)
				}
				if c, isC := e.Ball.(*engine.Compound); isC && c.Name == engine.AtomError && len(c.Args) == 2 {
					got = "error(" + lshow(c.Args[0]) + ")"
				} else {
					got = lshow(e.Ball)
				}
			case ok:
				got = lshow(res.Term)
			default:
				got = "fail"
			}
			if got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestListsLibraryLarge(t *testing.T) {
	m := lstLibMachine(t)
	tests := []struct{ goal, want string }{
		{"numlist(1, 300000, L), sum_list(L, S)", "45000150000"},
		{"numlist(1, 300000, L), reverse(L, R), R = [S|_]", "300000"},
		{"numlist(1, 300000, L), append(L, [x], L2), last(L2, S)", "x"},
		{"numlist(1, 300000, L), msort(L, L2), length(L2, S)", "300000"},
		{"numlist(1, 300000, L), nth1(300000, L, S)", "300000"},
		{"numlist(1, 300000, L), max_list(L, S)", "300000"},
		{"numlist(1, 300000, L), memberchk(300000, L), S = yes", "yes"},
		{"numlist(1, 300000, L), maplist(succ, L, L2), foldl(plus, L2, 0, S)", "45000450000"},
		{"numlist(1, 300000, L), flatten([L, [L]], F), length(F, S)", "600000"},
		{"numlist(1, 300000, L), aggregate_all(count, member(_, L), S)", "300000"},
		{"numlist(1, 50000, L0), reverse(L0, L), predsort(compare, L, L2), L2 = [S|_]", "1"},
	}
	for _, tt := range tests {
		t.Run(tt.goal, func(t *testing.T) {
			res, err := parser.ReadTermFromString(m, tt.goal)
			if err != nil {
				t.Fatal(err)
			}
			var s engine.Term
			for _, v := range res.Vars {
				if v.Name == "S" {
					s = v.Var
				}
			}
			start := time.Now()
			ok, err := m.Once(res.Term)
			if !ok || err != nil {
				t.Fatalf("%v %v", ok, err)
			}
			if got := lshow(s); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
			// Generous: the limit catches quadratic behaviour, not noise.
			if d := time.Since(start); d > 60*time.Second {
				t.Errorf("too slow: %v", d)
			}
		})
	}
}
