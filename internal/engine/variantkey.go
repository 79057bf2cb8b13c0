package engine

import (
	"encoding/binary"
	"math"
)

// Variant keys: a string that two terms share exactly when they are
// variants (=@=), which tabling uses to find the table of a call and to
// tell a new answer from one already found. A key is the term written
// out in prefix form, a tag byte before each subterm, integers and
// variable numbers (each variable numbered by its first occurrence) in
// eight bytes, texts after their length, so that no part of a key can
// imitate another.
//
// The key's format is VariantKey's alone: AppendVariantKey writes the key
// of a term of this package, and a machine with terms of its own (the WAM
// core's cells) writes the same key through the same methods.

// VariantKeyLimit bounds the size of a variant key: a cyclic term has
// none.
const VariantKeyLimit = 1 << 24

// VariantKey is a variant key being written.
type VariantKey struct{ B []byte }

// Var appends the variable numbered n.
func (k *VariantKey) Var(n int) { k.B = binary.LittleEndian.AppendUint64(append(k.B, '_'), uint64(n)) }

// Atom appends the atom named name.
func (k *VariantKey) Atom(name string) { k.text('a', name) }

// Int appends the integer n, which fits in 64 bits.
func (k *VariantKey) Int(n int64) {
	k.B = binary.LittleEndian.AppendUint64(append(k.B, 'i'), uint64(n))
}

// Compound appends the functor of a compound term, whose arguments are
// appended next, in order.
func (k *VariantKey) Compound(name string, arity int) {
	k.text('c', name)
	k.B = binary.LittleEndian.AppendUint64(k.B, uint64(arity))
}

// Atomic appends t, an atomic term other than an atom or an integer of
// 64 bits: a big integer, a float, a string or a database reference.
func (k *VariantKey) Atomic(t Term) {
	switch x := t.(type) {
	case *BigInt:
		k.text('b', x.Big().Text(16))
	case Float:
		k.B = binary.LittleEndian.AppendUint64(append(k.B, 'f'), math.Float64bits(float64(x)))
	case String:
		k.text('s', string(x))
	case *Clause:
		k.text('r', x.String())
	case *Record:
		k.text('r', x.String())
	}
}

// text appends s with its length after tag, so that no text can imitate
// the rest of a key.
func (k *VariantKey) text(tag byte, s string) {
	k.B = append(binary.AppendUvarint(append(k.B, tag), uint64(len(s))), s...)
}

// AppendVariantKey appends to k the variant key of t. Adding an answer
// builds a key at every call, which decimal digits and a map of the
// variables made the larger part of a tabled program's time: a term's few
// variables are found by a linear search, a map made only past a dozen.
// ok is false for a cyclic (or enormous) term.
func AppendVariantKey(k *VariantKey, t Term) (ok bool) {
	var (
		stackBuf [32]Term
		varBuf   [12]*Var
	)
	stack := append(stackBuf[:0], t)
	vars := varBuf[:0]
	var varMap map[*Var]int
	number := func(v *Var) int {
		if varMap != nil {
			n, seen := varMap[v]
			if !seen {
				n = len(varMap)
				varMap[v] = n
			}
			return n
		}
		for n, w := range vars {
			if w == v {
				return n
			}
		}
		if len(vars) < cap(varBuf) {
			vars = append(vars, v)
			return len(vars) - 1
		}
		varMap = make(map[*Var]int, 2*len(vars))
		for n, w := range vars {
			varMap[w] = n
		}
		varMap[v] = len(vars)
		return len(vars)
	}
	for len(stack) > 0 {
		if len(k.B) > VariantKeyLimit {
			return false
		}
		t := Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *Var:
			k.Var(number(x))
		case *Atom:
			k.Atom(x.Name)
		case Int:
			k.Int(int64(x))
		case *Compound:
			k.Compound(x.Name.Name, len(x.Args))
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		default:
			k.Atomic(x)
		}
	}
	return true
}

// AnswerTables are tabling's tables, for a machine that runs the tabling
// driver's built-ins on terms of its own (the WAM core): it finds a
// table and tells a new answer by the variant key it writes, and reads
// the answers as terms of this package.
type AnswerTables interface {
	// Lookup is '$tbl_lookup'/3 of a goal of name/arity whose variant key
	// is key: the table's handle, made if there is none, and its status.
	// key is not kept.
	Lookup(m *Machine, key []byte, name *Atom, arity int) (table Term, status *Atom)
	// Add is '$tbl_add'/2 of an answer whose variant key is key, which
	// answer makes when it is new, and which is ground when the key
	// numbers no variable: handled is false when the table needs the
	// answer itself to decide (mode-directed tabling). key is not kept.
	Add(m *Machine, table Term, key []byte, ground bool, answer func() Term) (handled bool, err error)
	// Answer returns answer i of the table: found is false when it has
	// no answer i, and more says whether an answer after it may come, one
	// already found or one that the evaluation in progress may add.
	Answer(m *Machine, table Term, i int) (answer Term, found, more bool, err error)
}
