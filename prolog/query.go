package prolog

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"reflect"

	"github.com/goprolog/goprolog/engine"
	"github.com/goprolog/goprolog/parser"
)

// Solutions iterates over the solutions of a query. Solutions are
// computed one at a time by Next; the rest stay unevaluated. Close must
// be called (it is safe to call more than once).
type Solutions struct {
	i      *Interpreter
	q      *engine.Query
	vars   []parser.VarInfo
	ctx    context.Context
	stop   func() bool
	err    error
	closed bool
	has    bool
}

// Query starts solving goal. Each ? in goal (the atom '?') is replaced, in
// order, by the next of args converted to a term (see ToTerm).
func (i *Interpreter) Query(ctx context.Context, goal string, args ...any) (*Solutions, error) {
	if err := i.acquire(); err != nil {
		return nil, err
	}
	res, err := parser.ReadTermFromString(i.m, goal)
	if err != nil {
		i.release()
		return nil, err
	}
	t, err := bindPlaceholders(res.Term, args)
	if err != nil {
		i.release()
		return nil, err
	}
	s := &Solutions{i: i, q: i.m.Solve(t), vars: res.Vars, ctx: ctx}
	if ctx != nil && ctx.Done() != nil {
		s.stop = context.AfterFunc(ctx, i.m.Interrupt)
	}
	return s, nil
}

// QueryOnce runs goal to its first solution and scans it into dest.
func (i *Interpreter) QueryOnce(ctx context.Context, goal string, dest ...any) error {
	sols, err := i.Query(ctx, goal)
	if err != nil {
		return err
	}
	defer sols.Close()
	if !sols.Next() {
		if err := sols.Err(); err != nil {
			return err
		}
		return ErrFailed
	}
	return sols.Scan(dest...)
}

var atomPlaceholder = engine.Intern("?")

func bindPlaceholders(t engine.Term, args []any) (engine.Term, error) {
	if len(args) == 0 {
		return t, nil
	}
	n := 0
	var conv error
	var sub func(t engine.Term) engine.Term
	// Goals are source text: their depth is the text's, so recursion is
	// bounded by what the caller wrote.
	sub = func(t engine.Term) engine.Term {
		switch x := engine.Deref(t).(type) {
		case *engine.Atom:
			if x == atomPlaceholder && n < len(args) {
				v, err := ToTerm(args[n])
				if err != nil && conv == nil {
					conv = err
				}
				n++
				return v
			}
		case *engine.Compound:
			c := &engine.Compound{Name: x.Name, Args: make([]engine.Term, len(x.Args))}
			for i, a := range x.Args {
				c.Args[i] = sub(a)
			}
			return c
		}
		return t
	}
	out := sub(t)
	if conv != nil {
		return nil, conv
	}
	if n != len(args) {
		return nil, fmt.Errorf("prolog: %d placeholders for %d arguments", n, len(args))
	}
	return out, nil
}

// ToTerm converts a Go value to a term: integers, *big.Int, floats,
// strings (as atoms), bools (true/false), slices (as lists), and terms.
func ToTerm(v any) (engine.Term, error) {
	switch x := v.(type) {
	case engine.Term:
		return x, nil
	case int:
		return engine.MakeInt(int64(x)), nil
	case int64:
		return engine.MakeInt(x), nil
	case int32:
		return engine.MakeInt(int64(x)), nil
	case uint8:
		return engine.MakeInt(int64(x)), nil
	case *big.Int:
		return engine.MakeBig(new(big.Int).Set(x)), nil
	case float64:
		return engine.Float(x), nil
	case string:
		return engine.Intern(x), nil
	case bool:
		if x {
			return engine.AtomTrue, nil
		}
		return engine.AtomFalse, nil
	case nil:
		return engine.AtomNil, nil
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Slice || rv.Kind() == reflect.Array {
		ts := make([]engine.Term, rv.Len())
		for k := range ts {
			t, err := ToTerm(rv.Index(k).Interface())
			if err != nil {
				return nil, err
			}
			ts[k] = t
		}
		return engine.List(ts...), nil
	}
	return nil, fmt.Errorf("prolog: cannot convert %T to a term", v)
}

// Next computes the next solution. It returns false when there are no
// more or an error occurred (see Err).
func (s *Solutions) Next() bool {
	if s.closed || s.err != nil {
		return false
	}
	ok, err := s.q.Next()
	if err != nil {
		if s.ctx != nil && s.ctx.Err() != nil && IsAborted(wrapErr(err)) {
			s.err = s.ctx.Err()
		} else {
			s.err = wrapErr(err)
		}
		if h, isHalt := err.(*engine.Halt); isHalt {
			s.i.m.Halted, s.i.m.HaltCode = true, h.Code
		}
		s.has = false
		return false
	}
	s.has = ok
	return ok
}

// More reports whether the last solution left alternatives to explore.
func (s *Solutions) More() bool { return s.has && s.q.HasAlternatives() }

// Err returns the error that ended the iteration, if any.
func (s *Solutions) Err() error { return s.err }

// Close discards the remaining solutions and frees the interpreter for
// the next query.
func (s *Solutions) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	s.q.Close()
	if s.stop != nil {
		s.stop()
	}
	s.i.release()
	return nil
}

// Vars returns the bindings of the query's named variables.
func (s *Solutions) Vars() map[string]engine.Term {
	out := make(map[string]engine.Term, len(s.vars))
	for _, v := range s.vars {
		out[v.Name] = engine.Deref(v.Var)
	}
	return out
}

// Scan copies the bindings of the query's named variables, in order of
// appearance, into dest: *int, *int64, *float64, *string, *big.Int,
// *engine.Term, *any, *[]T.
func (s *Solutions) Scan(dest ...any) error {
	if len(dest) > len(s.vars) {
		return fmt.Errorf("prolog: Scan of %d values from a query with %d variables", len(dest), len(s.vars))
	}
	for k, d := range dest {
		if err := scanInto(engine.Deref(s.vars[k].Var), d); err != nil {
			return fmt.Errorf("prolog: variable %s: %w", s.vars[k].Name, err)
		}
	}
	return nil
}

// ScanStruct fills the fields of the struct pointed to by dest from the
// variables named by their `prolog:"Name"` tags (or the field name).
func (s *Solutions) ScanStruct(dest any) error {
	rv := reflect.ValueOf(dest)
	if rv.Kind() != reflect.Pointer || rv.Elem().Kind() != reflect.Struct {
		return errors.New("prolog: ScanStruct needs a pointer to a struct")
	}
	vars := s.Vars()
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
		v, ok := vars[name]
		if !ok {
			continue
		}
		if err := scanInto(v, st.Field(k).Addr().Interface()); err != nil {
			return fmt.Errorf("prolog: field %s: %w", f.Name, err)
		}
	}
	return nil
}

func scanInto(t engine.Term, dest any) error {
	switch d := dest.(type) {
	case *engine.Term:
		*d = t
		return nil
	case *any:
		*d = FromTerm(t)
		return nil
	case *int:
		if x, ok := t.(engine.Int); ok {
			*d = int(x)
			return nil
		}
	case *int64:
		if x, ok := t.(engine.Int); ok {
			*d = int64(x)
			return nil
		}
	case *float64:
		switch x := t.(type) {
		case engine.Float:
			*d = float64(x)
			return nil
		case engine.Int:
			*d = float64(x)
			return nil
		}
	case *big.Int:
		switch x := t.(type) {
		case engine.Int:
			d.SetInt64(int64(x))
			return nil
		case *engine.BigInt:
			d.Set(x.Big())
			return nil
		}
	case *string:
		switch x := t.(type) {
		case *engine.Atom:
			*d = x.Name
			return nil
		case engine.String:
			*d = string(x)
			return nil
		}
		*d = engine.Format(t, engine.WriteOptions{Quoted: true})
		return nil
	case *bool:
		if t == engine.AtomTrue || t == engine.AtomFalse {
			*d = t == engine.AtomTrue
			return nil
		}
	default:
		rv := reflect.ValueOf(dest)
		if rv.Kind() == reflect.Pointer && rv.Elem().Kind() == reflect.Slice {
			xs, ok := engine.ListToSlice(t)
			if !ok {
				return fmt.Errorf("%s is not a list", engine.Format(t, engine.WriteOptions{Quoted: true}))
			}
			sl := reflect.MakeSlice(rv.Elem().Type(), len(xs), len(xs))
			for k, x := range xs {
				if err := scanInto(engine.Deref(x), sl.Index(k).Addr().Interface()); err != nil {
					return err
				}
			}
			rv.Elem().Set(sl)
			return nil
		}
		return fmt.Errorf("unsupported destination %T", dest)
	}
	return fmt.Errorf("cannot store %s in %T", engine.Format(t, engine.WriteOptions{Quoted: true}), dest)
}

// FromTerm converts a term to a Go value: int64, *big.Int, float64,
// string (atoms and strings), []any (proper lists), or the term itself.
func FromTerm(t engine.Term) any {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return int64(x)
	case *engine.BigInt:
		return new(big.Int).Set(x.Big())
	case engine.Float:
		return float64(x)
	case *engine.Atom:
		return x.Name
	case engine.String:
		return string(x)
	case *engine.Compound:
		if xs, ok := engine.ListToSlice(x); ok {
			out := make([]any, len(xs))
			for k, e := range xs {
				out[k] = FromTerm(e)
			}
			return out
		}
		return x
	default:
		return x
	}
}
