package prolog

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"strings"
)

// Solution is a snapshot of one solution: the values of the query's
// named variables (those whose name does not start with _), in the order
// they first occur in the query.
type Solution struct {
	names []string
	vals  []Term
}

// Names returns the variable names in query order.
func (s Solution) Names() []string { return append([]string(nil), s.names...) }

// Get returns the value of variable name, or nil if the query has no
// such variable.
func (s Solution) Get(name string) Term {
	for k, n := range s.names {
		if n == name {
			return s.vals[k]
		}
	}
	return nil
}

// Vars returns the bindings by variable name.
func (s Solution) Vars() map[string]Term {
	out := make(map[string]Term, len(s.names))
	for k, n := range s.names {
		out[n] = s.vals[k]
	}
	return out
}

// String returns the bindings as "X = 1, Y = f(Z)", leaving out
// variables that are still unbound, or "true" when none is bound.
func (s Solution) String() string {
	var parts []string
	for k, n := range s.names {
		if v, ok := s.vals[k].(Variable); ok && v.Name == n {
			continue
		}
		parts = append(parts, n+" = "+s.vals[k].String())
	}
	if len(parts) == 0 {
		return "true"
	}
	return strings.Join(parts, ", ")
}

// Scan copies the bindings, in the order the variables first occur in
// the query, into dest, as sql.Rows.Scan does; fewer destinations than
// variables are allowed, and a nil destination skips a variable. A
// destination may be:
//
//   - *int, *int64, *int32, *uint64... : an integer that fits
//   - *big.Int: any integer
//   - *float64, *float32: a float or an integer
//   - *string: an atom, a string, a code or char list, or a number's text
//   - *[]byte: text, as *string
//   - *bool: the atom true or false
//   - *Term: the term itself; *Atom, *Integer, *Float, *String, *List,
//     **Compound, *Variable: a term of that kind
//   - *[]T: a proper list whose elements scan into T
//   - *map[string]T: a list of Key-Value (or Key=Value) pairs
//   - *any: int64, *big.Int, float64, string (atoms and strings), []any
//     (proper lists), or the Term for anything else
//   - a pointer to a struct: as ScanStruct, from a compound or pairs list
//
// A variable that is unbound scans only into *Term, *Variable or *any.
func (s Solution) Scan(dest ...any) error {
	if len(dest) > len(s.names) {
		return fmt.Errorf("prolog: Scan of %d values from a solution with %d variables", len(dest), len(s.names))
	}
	for k, d := range dest {
		if d == nil {
			continue
		}
		if err := scanValue(s.vals[k], reflect.ValueOf(d)); err != nil {
			return fmt.Errorf("prolog: variable %s: %w", s.names[k], err)
		}
	}
	return nil
}

// ScanStruct fills the fields of the struct that dest points to from
// the variables named by their `prolog:"Name"` tags (or, untagged, by the
// field's name); a tag "-" skips the field, and a variable the query does
// not have leaves its field unchanged.
//
//	var r struct {
//		Name string `prolog:"N"`
//		Age  int    `prolog:"A"`
//	}
//	sol.ScanStruct(&r)
func (s Solution) ScanStruct(dest any) error {
	rv := reflect.ValueOf(dest)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return errors.New("prolog: ScanStruct needs a pointer to a struct")
	}
	st := rv.Elem()
	for k := 0; k < st.NumField(); k++ {
		f := st.Type().Field(k)
		name := f.Tag.Get("prolog")
		if name == "" {
			name = f.Name
		}
		if name == "-" || !f.IsExported() {
			continue
		}
		v := s.Get(name)
		if v == nil {
			continue
		}
		if err := scanValue(v, st.Field(k).Addr()); err != nil {
			return fmt.Errorf("prolog: field %s (%s): %w", f.Name, name, err)
		}
	}
	return nil
}

var (
	termType    = reflect.TypeFor[Term]()
	bigIntType  = reflect.TypeFor[big.Int]()
	anyType     = reflect.TypeFor[any]()
	errUnbound  = errors.New("unbound variable")
	errNotFound = errors.New("cannot store")
)

// scanValue stores t in the value p points to. Its recursion follows the
// destination's Go type, which the program fixes, except through
// *any, which FromTerm fills without recursion.
func scanValue(t Term, p reflect.Value) error {
	if p.Kind() != reflect.Pointer || p.IsNil() {
		return fmt.Errorf("destination %s is not a non-nil pointer", p.Type())
	}
	d := p.Elem()
	fail := func() error {
		return fmt.Errorf("%w %s in %s", errNotFound, t, p.Type())
	}
	switch d.Type() {
	case termType:
		d.Set(reflect.ValueOf(&t).Elem())
		return nil
	case anyType:
		if v := FromTerm(t); v != nil {
			d.Set(reflect.ValueOf(v))
		}
		return nil
	case bigIntType:
		switch x := t.(type) {
		case Integer:
			d.Addr().Interface().(*big.Int).SetInt64(int64(x))
			return nil
		case BigInt:
			d.Addr().Interface().(*big.Int).Set(x.Int())
			return nil
		}
		return fail()
	}
	if tv := reflect.ValueOf(t); tv.Type() == d.Type() {
		d.Set(tv)
		return nil
	}
	if _, ok := t.(Variable); ok {
		return fmt.Errorf("%w %s", errUnbound, t)
	}
	switch d.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if x, ok := t.(Integer); ok && !d.OverflowInt(int64(x)) {
			d.SetInt(int64(x))
			return nil
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		switch x := t.(type) {
		case Integer:
			if x >= 0 && !d.OverflowUint(uint64(x)) {
				d.SetUint(uint64(x))
				return nil
			}
		case BigInt:
			if b := x.Int(); b.IsUint64() && !d.OverflowUint(b.Uint64()) {
				d.SetUint(b.Uint64())
				return nil
			}
		}
	case reflect.Float32, reflect.Float64:
		var f float64
		switch x := t.(type) {
		case Float:
			f = float64(x)
		case Integer:
			f = float64(x)
		case BigInt:
			f, _ = new(big.Float).SetInt(x.Int()).Float64()
		default:
			return fail()
		}
		if d.Kind() == reflect.Float32 && !math.IsInf(f, 0) && d.OverflowFloat(f) {
			return fail()
		}
		d.SetFloat(f)
		return nil
	case reflect.Bool:
		if a, ok := t.(Atom); ok && (a == "true" || a == "false") {
			d.SetBool(a == "true")
			return nil
		}
	case reflect.String:
		if s, ok := Text(t); ok {
			d.SetString(s)
			return nil
		}
	case reflect.Slice:
		if d.Type().Elem().Kind() == reflect.Uint8 {
			if s, ok := Text(t); ok {
				d.SetBytes([]byte(s))
				return nil
			}
		}
		l, ok := t.(List)
		if !ok {
			return fail()
		}
		sl := reflect.MakeSlice(d.Type(), len(l), len(l))
		for k, x := range l {
			if err := scanValue(x, sl.Index(k).Addr()); err != nil {
				return fmt.Errorf("element %d: %w", k+1, err)
			}
		}
		d.Set(sl)
		return nil
	case reflect.Map:
		l, ok := t.(List)
		if !ok || d.Type().Key().Kind() != reflect.String {
			return fail()
		}
		mp := reflect.MakeMapWithSize(d.Type(), len(l))
		for _, x := range l {
			c, ok := x.(*Compound)
			if !ok || len(c.Args) != 2 || (c.Functor != "-" && c.Functor != "=" && c.Functor != ":") {
				return fmt.Errorf("%s is not a Key-Value pair", x)
			}
			key, ok := Text(c.Args[0])
			if !ok {
				return fmt.Errorf("key %s is not text", c.Args[0])
			}
			v := reflect.New(d.Type().Elem())
			if err := scanValue(c.Args[1], v); err != nil {
				return fmt.Errorf("key %s: %w", key, err)
			}
			mp.SetMapIndex(reflect.ValueOf(key).Convert(d.Type().Key()), v.Elem())
		}
		d.Set(mp)
		return nil
	case reflect.Struct:
		return scanStructTerm(t, d)
	case reflect.Pointer:
		v := reflect.New(d.Type().Elem())
		if err := scanValue(t, v); err != nil {
			return err
		}
		d.Set(v)
		return nil
	}
	return fail()
}

// scanStructTerm fills a struct from a compound (fields in order) or from
// a list of Key-Value pairs (fields by tag or name).
func scanStructTerm(t Term, d reflect.Value) error {
	switch x := t.(type) {
	case *Compound:
		k := 0
		for f := 0; f < d.NumField() && k < len(x.Args); f++ {
			sf := d.Type().Field(f)
			if !sf.IsExported() || sf.Tag.Get("prolog") == "-" {
				continue
			}
			if err := scanValue(x.Args[k], d.Field(f).Addr()); err != nil {
				return fmt.Errorf("field %s: %w", sf.Name, err)
			}
			k++
		}
		return nil
	case List:
		var sol Solution
		for _, e := range x {
			c, ok := e.(*Compound)
			if !ok || len(c.Args) != 2 || (c.Functor != "-" && c.Functor != "=") {
				return fmt.Errorf("%s is not a Key-Value pair", e)
			}
			key, ok := Text(c.Args[0])
			if !ok {
				return fmt.Errorf("key %s is not text", c.Args[0])
			}
			sol.names = append(sol.names, key)
			sol.vals = append(sol.vals, c.Args[1])
		}
		return sol.ScanStruct(d.Addr().Interface())
	}
	return fmt.Errorf("%w %s in %s", errNotFound, t, d.Type())
}

// Text returns the text of an atom, a string, a number, or a proper list
// of character codes or one-character atoms, as SWI-Prolog's text
// conversions accept them.
func Text(t Term) (string, bool) {
	switch x := t.(type) {
	case Atom:
		return string(x), true
	case String:
		return string(x), true
	case Integer, BigInt, Rational, Float:
		return x.String(), true
	case List:
		var b strings.Builder
		for _, e := range x {
			switch c := e.(type) {
			case Integer:
				if c < 0 || c > 0x10FFFF {
					return "", false
				}
				b.WriteRune(rune(c))
			case Atom:
				if len([]rune(string(c))) != 1 {
					return "", false
				}
				b.WriteString(string(c))
			default:
				return "", false
			}
		}
		return b.String(), true
	}
	return "", false
}

// FromTerm converts a term to a plain Go value: int64 (Integer), *big.Int
// (BigInt), *big.Rat (Rational), float64, string (Atom and String), []any (List, converted
// element by element), or the Term itself (compounds and variables).
func FromTerm(t Term) any {
	type frame struct {
		src List
		dst []any
		k   int
	}
	var stack []frame
	// Lists are remembered by their first element, so that a cyclic list
	// (from X = [X]) becomes a cyclic []any instead of an endless walk.
	memo := map[*Term][]any{}
	node := func(t Term) any {
		switch x := t.(type) {
		case Integer:
			return int64(x)
		case BigInt:
			return x.Int()
		case Rational:
			return x.Rat()
		case Float:
			return float64(x)
		case Atom:
			return string(x)
		case String:
			return string(x)
		case List:
			if len(x) > 0 {
				if out, ok := memo[&x[0]]; ok {
					return out
				}
			}
			out := make([]any, len(x))
			if len(x) > 0 {
				memo[&x[0]] = out
			}
			stack = append(stack, frame{src: x, dst: out})
			return out
		}
		return t
	}
	out := node(t)
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.k == len(f.src) {
			stack = stack[:len(stack)-1]
			continue
		}
		k := f.k
		f.k++
		dst := f.dst
		dst[k] = node(f.src[k])
	}
	return out
}
