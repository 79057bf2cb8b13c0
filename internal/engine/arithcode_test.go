package engine

import (
	"math"
	"testing"
)

// TestArithCodeAgreesWithEvalFast checks the compiled evaluator against
// evalFast, the run-time one, on every operation and on the edges where
// either must decline (overflow, division by zero, shifts out of range,
// non-integer operands), with the operands in environment slots and as
// constants.
func TestArithCodeAgreesWithEvalFast(t *testing.T) {
	values := []Term{Int(0), Int(1), Int(-1), Int(7), Int(-7), Int(2), Int(62), Int(63), Int(-3),
		Int(math.MaxInt64), Int(math.MinInt64), Int(math.MaxInt64 / 2), Float(1.5), Intern("a")}
	binary := []string{"+", "-", "*", "//", "mod", "rem", "min", "max", `/\`, `\/`, ">>", "<<"}
	unary := []string{"-", "+", "abs"}
	env := make([]Term, 2)
	x, y := &tvar{slot: 0}, &tvar{slot: 1}
	check := func(t *testing.T, tmpl Term) {
		t.Helper()
		code := compileArith(tmpl, 0)
		if code == nil {
			t.Fatalf("%v: not compiled", tmpl)
		}
		want, wantOK := evalFast(tmpl, env, 0)
		got, gotOK := code.eval(env)
		if got != want || gotOK != wantOK {
			t.Errorf("%v with %v: compiled (%d, %v), evalFast (%d, %v)", tmpl, env, got, gotOK, want, wantOK)
		}
	}
	for _, op := range binary {
		t.Run(op, func(t *testing.T) {
			for _, a := range values {
				for _, b := range values {
					env[0], env[1] = a, b
					check(t, &tcomp{name: Intern(op), args: []Term{x, y}})
					if ib, ok := b.(Int); ok {
						check(t, &tcomp{name: Intern(op), args: []Term{x, ib}})
					}
				}
			}
		})
	}
	for _, op := range unary {
		t.Run("unary"+op, func(t *testing.T) {
			for _, a := range values {
				env[0] = a
				check(t, &tcomp{name: Intern(op), args: []Term{x}})
			}
		})
	}
	t.Run("nested", func(t *testing.T) {
		env[0], env[1] = Int(5), Int(-3)
		check(t, &tcomp{name: AtomPlus, args: []Term{&tcomp{name: atomStar, args: []Term{x, y}}, &tcomp{name: atomMod, args: []Term{x, Int(3)}}}})
		// A variable bound to an expression is evaluated, as by is/2.
		env[0] = NewCompound(AtomMinus, Int(10), Int(4))
		check(t, &tcomp{name: AtomPlus, args: []Term{x, y}})
		// So it is by the variable-and-constant nodes (I+1, N-1).
		check(t, &tcomp{name: AtomPlus, args: []Term{x, Int(1)}})
		check(t, &tcomp{name: AtomMinus, args: []Term{x, Int(1)}})
		env[0] = NewCompound(AtomMinus, Int(math.MinInt64), Int(0))
		check(t, &tcomp{name: AtomMinus, args: []Term{x, Int(1)}})
	})
	t.Run("slot-const nodes", func(t *testing.T) {
		// The shortcut is taken where it applies, so the cases above
		// test it and not the general node.
		for _, op := range []*Atom{AtomPlus, AtomMinus} {
			if c := compileArith(&tcomp{name: op, args: []Term{x, Int(1)}}, 0); c.op != aAddSlotConst && c.op != aSubSlotConst {
				t.Errorf("%s(X, 1) compiled to op %d, not a slot-const node", op.Name, c.op)
			}
		}
	})
}

// TestArithCodeDeclines lists the templates that must stay with the
// general code: their evaluation needs the built-in's semantics.
func TestArithCodeDeclines(t *testing.T) {
	for _, tmpl := range []Term{
		&tvar{slot: 0, first: true}, // unbound at run time: an error
		Float(2.0),                  // floats
		&tcomp{name: Intern("/"), args: []Term{Int(1), Int(2)}},       // / may give a float
		&tcomp{name: Intern("foo"), args: []Term{Int(1), Int(2)}},     // unknown function
		&tcomp{name: AtomPlus, args: []Term{&Var{}, Int(1)}},          // a meta-call's runtime variable
		&tcomp{name: Intern("sqrt"), args: []Term{&tvar{slot: 0}}},    // float function
		&tcomp{name: AtomPlus, args: []Term{Float(1.0), Int(1)}},      // float operand
		&tcomp{name: atomMin, args: []Term{Int(1), Intern("inf")}},    // an atom
		&tcomp{name: AtomMinus, args: []Term{Int(1), Int(2), Int(3)}}, // arity 3
	} {
		if code := compileArith(tmpl, 0); code != nil {
			t.Errorf("%v compiled, want the general code", tmpl)
		}
	}
	deep := Term(Int(1))
	for range maxInlineDepth + 1 {
		deep = &tcomp{name: AtomPlus, args: []Term{deep, Int(1)}}
	}
	if compileArith(deep, 0) != nil {
		t.Errorf("an expression deeper than %d compiled", maxInlineDepth)
	}
}

// TestArithInstrCompare runs every comparison, compiled into an
// instruction, on both sides of equality.
func TestArithInstrCompare(t *testing.T) {
	env := []Term{Int(3), Int(4)}
	for name, want := range map[string][3]bool{
		"=:=": {false, true, false}, `=\=`: {true, false, true}, "<": {true, false, false},
		">": {false, false, true}, "=<": {true, true, false}, ">=": {false, true, true},
	} {
		for k, rhs := range []Term{Int(4), Int(3), Int(2)} {
			args := []Term{&tvar{slot: 0}, rhs}
			in := instr{op: opArith, args: args, arith: compileArithInstr(Intern(name), args)}
			if in.arith == nil {
				t.Fatalf("%s not compiled", name)
			}
			a, okA := in.evalSide(0, env)
			b, okB := in.evalSide(1, env)
			if got := compareFast(Intern(name), a, b); !okA || !okB || got != want[k] {
				t.Errorf("3 %s %v = %v, want %v", name, rhs, got, want[k])
			}
		}
	}
	if ai := compileArithInstr(Intern("=:="), []Term{Float(1), Int(1)}); ai != nil {
		t.Error("a float comparison compiled")
	}
}
