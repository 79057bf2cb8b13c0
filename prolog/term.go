package prolog

import (
	"fmt"
	"math/big"
	"reflect"
	"sort"

	"github.com/goprolog/goprolog/internal/engine"
)

// Term is a Prolog term handed to Go: Atom, Integer, BigInt, Rational,
// Float, String, *Compound, List or Variable. Terms are snapshots: taken from a
// solution, they keep their value after the query backtracks or closes,
// and changing one never changes the interpreter's data. A Term is also
// accepted wherever a Go value is converted to Prolog (query arguments,
// Call.Unify).
type Term interface {
	// String returns the term as writeq/1 writes it.
	String() string
	isTerm()
}

// Atom is a Prolog atom.
type Atom string

// Integer is a Prolog integer that fits in 64 bits.
type Integer int64

// BigInt is a Prolog integer beyond 64 bits.
type BigInt struct{ x *big.Int }

// Rational is a Prolog rational number that is not an integer, such as
// 1r3.
type Rational struct{ x *big.Rat }

// Float is a Prolog float.
type Float float64

// String is a SWI-Prolog string object ("text" under double_quotes=string).
type String string

// Compound is a compound term Functor(Args...). A proper list is a List,
// not a Compound.
type Compound struct {
	Functor string
	Args    []Term
}

// List is a proper Prolog list; the empty list is List{} (or nil).
type List []Term

// Variable is an unbound variable. In a solution, a query variable left
// unbound keeps its name from the query text; other variables are named
// _N. Variables with the same Name are the same variable within one
// conversion (one solution, one query argument).
type Variable struct{ Name string }

func (Atom) isTerm()      {}
func (Integer) isTerm()   {}
func (BigInt) isTerm()    {}
func (Rational) isTerm()  {}
func (Float) isTerm()     {}
func (String) isTerm()    {}
func (*Compound) isTerm() {}
func (List) isTerm()      {}
func (Variable) isTerm()  {}

// NewBigInt returns x as a term: an Integer when it fits in 64 bits.
func NewBigInt(x *big.Int) Term {
	if x.IsInt64() {
		return Integer(x.Int64())
	}
	return BigInt{x: new(big.Int).Set(x)}
}

// Int returns a copy of the integer's value.
func (b BigInt) Int() *big.Int {
	if b.x == nil {
		return new(big.Int)
	}
	return new(big.Int).Set(b.x)
}

// NewRational returns x as a term: an Integer or BigInt when its value
// is an integer, else a Rational.
func NewRational(x *big.Rat) Term {
	if x.IsInt() {
		return NewBigInt(x.Num())
	}
	return Rational{x: new(big.Rat).Set(x)}
}

// Rat returns a copy of the rational's value.
func (r Rational) Rat() *big.Rat {
	if r.x == nil {
		return new(big.Rat)
	}
	return new(big.Rat).Set(r.x)
}

// NewCompound returns Functor(args...), converting each argument with the
// default conversions (see Interpreter.Query).
func NewCompound(functor string, args ...any) (*Compound, error) {
	c := &Compound{Functor: functor, Args: make([]Term, len(args))}
	for k, a := range args {
		t, err := ToTerm(a)
		if err != nil {
			return nil, err
		}
		c.Args[k] = t
	}
	return c, nil
}

// ToTerm converts a Go value to a Term with the default conversions: see
// Interpreter.Query for the table. Strings become atoms.
func ToTerm(v any) (Term, error) {
	e, err := (&encoder{mode: StringAsAtom}).encode(v)
	if err != nil {
		return nil, err
	}
	return newDecoder(nil).decode(e), nil
}

func (a Atom) String() string      { return writeq(engine.Intern(string(a))) }
func (n Integer) String() string   { return writeq(engine.Int(n)) }
func (b BigInt) String() string    { return b.Int().String() }
func (r Rational) String() string  { return (*engine.Rat)(r.Rat()).String() }
func (f Float) String() string     { return writeq(engine.Float(f)) }
func (s String) String() string    { return writeq(engine.String(s)) }
func (c *Compound) String() string { return termText(c) }
func (l List) String() string      { return termText(l) }
func (v Variable) String() string {
	if v.Name == "" {
		return "_"
	}
	return v.Name
}

func termText(t Term) string {
	enc := &encoder{mode: StringAsAtom, vars: map[string]*engine.Var{}}
	e, err := enc.encode(t)
	if err != nil {
		return fmt.Sprintf("<%v>", err)
	}
	names := make(map[*engine.Var]string, len(enc.vars))
	for n, v := range enc.vars {
		names[v] = n
	}
	for _, v := range enc.anon {
		names[v] = "_"
	}
	return engine.Format(e, engine.WriteOptions{Quoted: true, VarNames: names})
}

func writeq(t engine.Term) string { return engine.Format(t, engine.WriteOptions{Quoted: true}) }

// StringMode says how a Go string becomes a Prolog term.
type StringMode int

// String conversions (WithStrings).
const (
	// StringAsAtom converts a Go string to an atom (the default).
	StringAsAtom StringMode = iota
	// StringAsString converts it to a SWI-Prolog string object.
	StringAsString
	// StringAsCodes converts it to a list of character codes.
	StringAsCodes
	// StringAsChars converts it to a list of one-character atoms.
	StringAsChars
)

// decoder turns engine terms into snapshots. It walks with an explicit
// stack and remembers each compound it converted, so that shared subterms
// stay shared and a cyclic term becomes a cyclic snapshot instead of an
// endless walk.
type decoder struct {
	names map[*engine.Var]string
	memo  map[*engine.Compound]Term
}

func newDecoder(names map[*engine.Var]string) *decoder {
	return &decoder{names: names}
}

type decodeFrame struct {
	src []engine.Term
	dst []Term
	k   int
}

func (d *decoder) decode(t engine.Term) Term {
	var stack []decodeFrame
	out := d.node(engine.Deref(t), &stack)
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.k == len(f.src) {
			stack = stack[:len(stack)-1]
			continue
		}
		k := f.k
		f.k++
		dst := f.dst
		dst[k] = d.node(engine.Deref(f.src[k]), &stack)
	}
	return out
}

// node converts t, pushing a frame for its arguments when it is compound.
func (d *decoder) node(t engine.Term, stack *[]decodeFrame) Term {
	switch x := t.(type) {
	case *engine.Atom:
		if x == engine.AtomNil {
			return List{}
		}
		return Atom(x.Name)
	case engine.Int:
		return Integer(x)
	case *engine.BigInt:
		return BigInt{x: new(big.Int).Set(x.Big())}
	case *engine.Rat:
		return Rational{x: new(big.Rat).Set(x.Rat())}
	case engine.Float:
		return Float(x)
	case engine.String:
		return String(x)
	case *engine.Var:
		if n, ok := d.names[x]; ok {
			return Variable{Name: n}
		}
		return Variable{Name: x.Label()}
	case *engine.Compound:
		if r, ok := d.memo[x]; ok {
			return r
		}
		if d.memo == nil {
			d.memo = map[*engine.Compound]Term{}
		}
		if x.Name == engine.AtomDot && len(x.Args) == 2 {
			if xs, ok := engine.ListToSlice(x); ok {
				l := make(List, len(xs))
				d.memo[x] = l
				*stack = append(*stack, decodeFrame{src: xs, dst: l})
				return l
			}
		}
		c := &Compound{Functor: x.Name.Name, Args: make([]Term, len(x.Args))}
		d.memo[x] = c
		*stack = append(*stack, decodeFrame{src: x.Args, dst: c.Args})
		return c
	}
	return Atom(fmt.Sprint(t))
}

// encoder turns Go values (and Terms) into engine terms, with an explicit
// stack. Compounds and lists are allocated before their arguments are
// converted and remembered by identity, so a cyclic *Compound or slice
// becomes a cyclic term rather than an endless walk.
type encoder struct {
	mode StringMode
	vars map[string]*engine.Var
	anon []*engine.Var
	memo map[memoKey]engine.Term
	m    *engine.Machine
}

type memoKey struct {
	p   uintptr
	n   int
	typ reflect.Type
}

type encodeFrame struct {
	n   int
	k   int
	get func(k int) any
	set func(k int, t engine.Term)
}

func (e *encoder) encode(v any) (engine.Term, error) {
	var stack []encodeFrame
	var out engine.Term
	out, err := e.node(v, &stack)
	if err != nil {
		return nil, err
	}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.k == f.n {
			stack = stack[:len(stack)-1]
			continue
		}
		k := f.k
		f.k++
		set, item := f.set, f.get(k)
		t, err := e.node(item, &stack)
		if err != nil {
			return nil, err
		}
		set(k, t)
	}
	return out, nil
}

func (e *encoder) newVar() *engine.Var {
	if e.m != nil {
		return e.m.NewVar()
	}
	return new(engine.Var)
}

func (e *encoder) text(s string) engine.Term {
	switch e.mode {
	case StringAsString:
		return engine.String(s)
	case StringAsCodes:
		var ts []engine.Term
		for _, r := range s {
			ts = append(ts, engine.Int(r))
		}
		return engine.List(ts...)
	case StringAsChars:
		var ts []engine.Term
		for _, r := range s {
			ts = append(ts, engine.Intern(string(r)))
		}
		return engine.List(ts...)
	}
	return engine.Intern(s)
}

// list allocates the cells of an n-element list whose heads are set later.
func (e *encoder) list(key memoKey, n int, get func(int) any, stack *[]encodeFrame) engine.Term {
	if n == 0 {
		return engine.AtomNil
	}
	cells := make([]*engine.Compound, n)
	for k := range cells {
		cells[k] = engine.NewCompoundN(engine.AtomDot, 2)
	}
	for k := 0; k < n-1; k++ {
		cells[k].Args[1] = cells[k+1]
	}
	cells[n-1].Args[1] = engine.AtomNil
	if key.p != 0 {
		e.remember(key, cells[0])
	}
	*stack = append(*stack, encodeFrame{n: n, get: get, set: func(k int, t engine.Term) { cells[k].Args[0] = t }})
	return cells[0]
}

func (e *encoder) remember(key memoKey, t engine.Term) {
	if e.memo == nil {
		e.memo = map[memoKey]engine.Term{}
	}
	e.memo[key] = t
}

func (e *encoder) node(v any, stack *[]encodeFrame) (engine.Term, error) {
	switch x := v.(type) {
	case nil:
		return engine.AtomNil, nil
	case Atom:
		return engine.Intern(string(x)), nil
	case Integer:
		return engine.Int(x), nil
	case BigInt:
		return engine.MakeBig(x.Int()), nil
	case Rational:
		return engine.MakeRat(x.Rat()), nil
	case Float:
		return engine.Float(x), nil
	case String:
		return engine.String(x), nil
	case Variable:
		if x.Name == "" || x.Name == "_" {
			w := e.newVar()
			e.anon = append(e.anon, w)
			return w, nil
		}
		if e.vars == nil {
			e.vars = map[string]*engine.Var{}
		}
		if w, ok := e.vars[x.Name]; ok {
			return w, nil
		}
		w := e.newVar()
		e.vars[x.Name] = w
		return w, nil
	case *Compound:
		if x == nil {
			return nil, fmt.Errorf("prolog: nil *Compound")
		}
		key := memoKey{p: reflect.ValueOf(x).Pointer()}
		if t, ok := e.memo[key]; ok {
			return t, nil
		}
		if len(x.Args) == 0 {
			return engine.Intern(x.Functor), nil
		}
		c := engine.NewCompoundN(engine.Intern(x.Functor), len(x.Args))
		e.remember(key, c)
		args := x.Args
		*stack = append(*stack, encodeFrame{n: len(args), get: func(k int) any { return args[k] }, set: func(k int, t engine.Term) { c.Args[k] = t }})
		return c, nil
	case List:
		key := memoKey{n: len(x), typ: reflect.TypeOf(x)}
		if len(x) > 0 {
			key.p = reflect.ValueOf(x).Pointer()
			if t, ok := e.memo[key]; ok {
				return t, nil
			}
		}
		return e.list(key, len(x), func(k int) any { return x[k] }, stack), nil
	case int:
		return engine.MakeInt(int64(x)), nil
	case int8:
		return engine.MakeInt(int64(x)), nil
	case int16:
		return engine.MakeInt(int64(x)), nil
	case int32:
		return engine.MakeInt(int64(x)), nil
	case int64:
		return engine.MakeInt(x), nil
	case uint:
		return engine.MakeBig(new(big.Int).SetUint64(uint64(x))), nil
	case uint8:
		return engine.MakeInt(int64(x)), nil
	case uint16:
		return engine.MakeInt(int64(x)), nil
	case uint32:
		return engine.MakeInt(int64(x)), nil
	case uint64:
		return engine.MakeBig(new(big.Int).SetUint64(x)), nil
	case *big.Int:
		if x == nil {
			return nil, fmt.Errorf("prolog: nil *big.Int")
		}
		return engine.MakeBig(new(big.Int).Set(x)), nil
	case *big.Rat:
		if x == nil {
			return nil, fmt.Errorf("prolog: nil *big.Rat")
		}
		return engine.MakeRat(new(big.Rat).Set(x)), nil
	case float32:
		return engine.Float(float64(x)), nil
	case float64:
		return engine.Float(x), nil
	case string:
		return e.text(x), nil
	case bool:
		if x {
			return engine.AtomTrue, nil
		}
		return engine.AtomFalse, nil
	case engine.Term:
		// Internal callers pass engine terms through unchanged.
		return x, nil
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Slice, reflect.Array:
		if rv.Kind() == reflect.Slice && rv.Type().Elem().Kind() == reflect.Uint8 {
			// []byte is binary data: a list of byte codes.
			bs := rv.Bytes()
			ts := make([]engine.Term, len(bs))
			for k, b := range bs {
				ts[k] = engine.Int(b)
			}
			return engine.List(ts...), nil
		}
		key := memoKey{n: rv.Len(), typ: rv.Type()}
		if rv.Kind() == reflect.Slice && rv.Len() > 0 {
			key.p = rv.Pointer()
			if t, ok := e.memo[key]; ok {
				return t, nil
			}
		}
		return e.list(key, rv.Len(), func(k int) any { return rv.Index(k).Interface() }, stack), nil
	case reflect.Map:
		return e.pairs(rv, stack)
	case reflect.Pointer:
		if rv.IsNil() {
			return nil, fmt.Errorf("prolog: cannot convert nil %T to a term", v)
		}
		return e.node(rv.Elem().Interface(), stack)
	case reflect.String:
		return e.text(rv.String()), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return engine.MakeInt(rv.Int()), nil
	case reflect.Bool:
		return e.node(rv.Bool(), stack)
	case reflect.Float32, reflect.Float64:
		return engine.Float(rv.Float()), nil
	}
	return nil, fmt.Errorf("prolog: cannot convert %T to a term", v)
}

// pairs converts a map to a list of Key-Value pairs in the standard order
// of the keys, as keysort/2 would leave them, so that the result does not
// depend on Go's map iteration order.
func (e *encoder) pairs(rv reflect.Value, stack *[]encodeFrame) (engine.Term, error) {
	type pair struct {
		k engine.Term
		v reflect.Value
	}
	ps := make([]pair, 0, rv.Len())
	iter := rv.MapRange()
	for iter.Next() {
		// Keys are comparable Go values (no slices or maps), so this
		// nested conversion is shallow.
		k, err := (&encoder{mode: e.mode, vars: e.vars, m: e.m}).encode(iter.Key().Interface())
		if err != nil {
			return nil, err
		}
		ps = append(ps, pair{k, iter.Value()})
	}
	sort.SliceStable(ps, func(a, b int) bool { return engine.Compare(ps[a].k, ps[b].k) < 0 })
	minus := engine.Intern("-")
	cells := make([]engine.Term, len(ps))
	var comps []*engine.Compound
	for k, p := range ps {
		c := engine.NewCompoundN(minus, 2)
		c.Args[0] = p.k
		cells[k] = c
		comps = append(comps, c)
	}
	*stack = append(*stack, encodeFrame{n: len(ps), get: func(k int) any { return ps[k].v.Interface() }, set: func(k int, t engine.Term) { comps[k].Args[1] = t }})
	return engine.List(cells...), nil
}
