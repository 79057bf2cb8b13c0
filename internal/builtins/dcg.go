package builtins

import "github.com/goprolog/goprolog/internal/engine"

// Definite clause grammars: translation of Head --> Body into a clause,
// following SWI-Prolog's translation scheme, down to the orientation of
// the S = S0 it adds after !, \+ and {}: clause/2 and listing/1 show it.

var (
	atomPhrase  = engine.Intern("phrase")
	atomCallDCG = engine.Intern("call_dcg")
	atomCurly   = engine.AtomCurly
	atomDCG     = engine.Intern("-->")
)

// DCGTransform translates a (Head --> Body) term into a clause.
func DCGTransform(m *engine.Machine, rule *engine.Compound) (engine.Term, error) {
	head := engine.Deref(rule.Args[0])
	var pushback engine.Term
	if c, ok := head.(*engine.Compound); ok && c.Name == engine.AtomComma && len(c.Args) == 2 {
		head, pushback = engine.Deref(c.Args[0]), c.Args[1]
	}
	s0, s := m.NewVar(), m.NewVar()
	nh, err := dcgNonTerminal(head, s0, s)
	if err != nil {
		return nil, err
	}
	var body engine.Term
	if pushback != nil {
		mid := m.NewVar()
		b, err := dcgBody(m, rule.Args[1], s0, mid)
		if err != nil {
			return nil, err
		}
		pb, err := dcgTerminals(pushback, s, mid)
		if err != nil {
			return nil, err
		}
		body = engine.NewCompound(engine.AtomComma, b, pb)
	} else {
		body, err = dcgBody(m, rule.Args[1], s0, s)
		if err != nil {
			return nil, err
		}
	}
	return engine.NewCompound(engine.AtomNeck, nh, body), nil
}

func dcgNonTerminal(t engine.Term, s0, s engine.Term) (engine.Term, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Atom:
		return engine.NewCompound(x, s0, s), nil
	case *engine.Compound:
		args := append(append([]engine.Term{}, x.Args...), s0, s)
		return &engine.Compound{Name: x.Name, Args: args}, nil
	case *engine.Var:
		return nil, engine.InstantiationError()
	default:
		return nil, engine.TypeError("callable", t)
	}
}

// dcgTerminals translates a terminal list: S0 = [a,b|S].
func dcgTerminals(list engine.Term, s0, s engine.Term) (engine.Term, error) {
	if str, ok := engine.Deref(list).(engine.String); ok {
		list = codeList(string(str)) // a pushback written as "text"
	}
	xs, ok := engine.ListToSlice(list)
	if !ok {
		return nil, engine.TypeError("list", list)
	}
	return engine.NewCompound(engine.AtomEqual, s0, engine.ListWithTail(s, xs...)), nil
}

// dcgBody translates a grammar body. Control constructs nest as deep as
// the source text does, so plain recursion over them is bounded.
func dcgBody(m *engine.Machine, b engine.Term, s0, s engine.Term) (engine.Term, error) {
	b = engine.Deref(b)
	switch x := b.(type) {
	case *engine.Var:
		return engine.NewCompound(atomPhrase, x, s0, s), nil
	case *engine.Atom:
		switch x {
		case engine.AtomNil:
			return engine.NewCompound(engine.AtomEqual, s0, s), nil
		case engine.AtomCut:
			return engine.NewCompound(engine.AtomComma, engine.AtomCut, engine.NewCompound(engine.AtomEqual, s, s0)), nil
		}
		return engine.NewCompound(x, s0, s), nil
	case engine.String:
		return dcgTerminals(codeList(string(x)), s0, s)
	case *engine.Compound:
		switch {
		case x.Name == engine.AtomComma && len(x.Args) == 2:
			mid := m.NewVar()
			l, err := dcgBody(m, x.Args[0], s0, mid)
			if err != nil {
				return nil, err
			}
			r, err := dcgBody(m, x.Args[1], mid, s)
			if err != nil {
				return nil, err
			}
			return engine.NewCompound(engine.AtomComma, l, r), nil
		case (x.Name == engine.AtomSemicolon || x.Name == engine.Intern("|")) && len(x.Args) == 2:
			l, err := dcgBody(m, x.Args[0], s0, s)
			if err != nil {
				return nil, err
			}
			r, err := dcgBody(m, x.Args[1], s0, s)
			if err != nil {
				return nil, err
			}
			return engine.NewCompound(engine.AtomSemicolon, l, r), nil
		case x.Name == engine.AtomIf && len(x.Args) == 2:
			mid := m.NewVar()
			l, err := dcgBody(m, x.Args[0], s0, mid)
			if err != nil {
				return nil, err
			}
			r, err := dcgBody(m, x.Args[1], mid, s)
			if err != nil {
				return nil, err
			}
			return engine.NewCompound(engine.AtomIf, l, r), nil
		case x.Name == engine.AtomNot && len(x.Args) == 1:
			g, err := dcgBody(m, x.Args[0], s0, m.NewVar())
			if err != nil {
				return nil, err
			}
			return engine.NewCompound(engine.AtomComma, engine.NewCompound(engine.AtomNot, g), engine.NewCompound(engine.AtomEqual, s, s0)), nil
		case x.Name == atomCurly && len(x.Args) == 1:
			return engine.NewCompound(engine.AtomComma, x.Args[0], engine.NewCompound(engine.AtomEqual, s, s0)), nil
		case x.Name == engine.AtomColon && len(x.Args) == 2:
			// Module:Body, as swipl translates it: the module qualifies
			// the non-terminals of Body, not its terminals nor control.
			// A variable Body is Module:phrase(Body, S0, S) (swipl:
			// phrase(Module:Body, S0, S)): the goals of phrase/2,3 are
			// translated before they run, with their terms left out.
			mod, inner := x.Args[0], engine.Deref(x.Args[1])
			qualify := func(t engine.Term) engine.Term { return engine.NewCompound(engine.AtomColon, mod, t) }
			switch y := inner.(type) {
			case engine.String:
				return dcgBody(m, y, s0, s)
			case *engine.Atom:
				if y == engine.AtomNil || y == engine.AtomCut {
					return dcgBody(m, y, s0, s)
				}
			case *engine.Compound:
				switch {
				case y.Name == engine.AtomDot && len(y.Args) == 2, y.Name == engine.AtomColon && len(y.Args) == 2:
					return dcgBody(m, y, s0, s) // the innermost module counts
				case (y.Name == engine.AtomComma || y.Name == engine.AtomSemicolon || y.Name == engine.Intern("|") || y.Name == engine.AtomIf) && len(y.Args) == 2:
					return dcgBody(m, engine.NewCompound(y.Name, qualify(y.Args[0]), qualify(y.Args[1])), s0, s)
				case y.Name == engine.AtomNot && len(y.Args) == 1:
					return dcgBody(m, engine.NewCompound(y.Name, qualify(y.Args[0])), s0, s)
				case y.Name == atomCurly && len(y.Args) == 1:
					return dcgBody(m, engine.NewCompound(atomCurly, qualify(y.Args[0])), s0, s)
				}
			}
			g, err := dcgBody(m, inner, s0, s)
			if err != nil {
				return nil, err
			}
			return qualify(g), nil
		case x.Name == engine.AtomDot && len(x.Args) == 2:
			return dcgTerminals(x, s0, s)
		case x.Name == engine.AtomCall:
			args := append(append([]engine.Term{}, x.Args...), s0, s)
			return &engine.Compound{Name: engine.AtomCall, Args: args}, nil
		}
		return dcgNonTerminal(x, s0, s)
	}
	return nil, engine.TypeError("callable", b)
}

func dcgTranslateRule(m *engine.Machine, args []engine.Term) (bool, error) {
	r, ok := engine.Deref(args[0]).(*engine.Compound)
	if !ok || r.Name != atomDCG || len(r.Args) != 2 {
		return false, engine.TypeError("dcg_rule", args[0])
	}
	t, err := DCGTransform(m, r)
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], t), nil
}

// dcgBody4 implements '$dcg_body'(Body, S0, S, Goal) for phrase/2,3 and
// call_dcg/3. An unbound or non-callable body is call_dcg/3's error, in
// module '$dcg', as SWI-Prolog's phrase/3 reports it.
func dcgBody4(m *engine.Machine, args []engine.Term) (bool, error) {
	if _, ok := engine.Deref(args[0]).(*engine.Var); ok {
		// A variable body would translate to a call of phrase/3 itself.
		return false, callDCGError(m, engine.InstantiationError())
	}
	g, err := dcgBody(m, args[0], args[1], args[2])
	if err != nil {
		// A body that is no callable term at all fails in call_dcg/3's
		// call/3; an error inside one is its translation's, which
		// leaves the context unbound.
		if e, ok := err.(*engine.Exception); ok {
			if !engine.IsCallable(engine.Deref(args[0])) {
				return false, callDCGError(m, e)
			}
			return false, e.Contextless(m.NewVar())
		}
		return false, err
	}
	return m.Unify(args[3], g), nil
}

var atomDCGModule = engine.Intern("$dcg")

// callDCGError gives e, an error(Formal, _) without a context, the
// context('$dcg':call_dcg/3, _).
func callDCGError(m *engine.Machine, e *engine.Exception) error {
	c, ok := e.Ball.(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return e
	}
	if _, unbound := engine.Deref(c.Args[1]).(*engine.Var); !unbound {
		return e
	}
	return engine.Throw(engine.NewCompound(engine.AtomError, c.Args[0],
		engine.NewCompound(atomContext, engine.NewCompound(engine.AtomColon, atomDCGModule, engine.PI(atomCallDCG, 3)), m.NewVar())))
}

// phraseLists implements '$phrase_lists'(List, Rest), phrase/3's check of
// its lists: each is unbound, [] or a list cell. Otherwise the error has
// no context, as SWI-Prolog's must_be/2 raises it.
func phraseLists(m *engine.Machine, args []engine.Term) (bool, error) {
	for _, a := range args {
		switch x := engine.Deref(a).(type) {
		case *engine.Var:
			continue
		case *engine.Atom:
			if x == engine.AtomNil {
				continue
			}
		case *engine.Compound:
			if x.Name == engine.AtomDot && len(x.Args) == 2 {
				continue
			}
		}
		return false, m.ThrowCopy(engine.TypeError("list", a).Ball)
	}
	return true, nil
}

var dcgBuiltins = []engine.BuiltinSpec{
	{Name: "dcg_translate_rule", Arity: 2, Fn: dcgTranslateRule},
	{Name: "$dcg_body", Arity: 4, Fn: dcgBody4},
	{Name: "$phrase_lists", Arity: 2, Fn: phraseLists},
}
