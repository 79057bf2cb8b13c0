package engine

import "math"

// BTreePositions decodes the Pos argument of '$btree_find_node'/5
// (SWI-Prolog's search of a balanced tree written as terms) for a node of
// the arity: the argument positions of its key (Pos >> 16), left subtree
// (Pos >> 8) and right subtree (Pos), one byte each. ok is false when Pos
// is no unsigned 32-bit integer or names no key or left subtree within
// the arity; a right subtree past the arity is one the walk never finds,
// as in SWI-Prolog, where a node of arity 4 is a leaf on its right.
func BTreePositions(pos int64, arity int) (kp, lp, rp int, ok bool) {
	kp, lp, rp = int(pos>>16&0xff), int(pos>>8&0xff), int(pos&0xff)
	ok = pos >= 0 && pos <= math.MaxUint32 && kp >= 1 && lp >= 1 && rp >= 1 && kp <= arity && lp <= arity
	return kp, lp, rp, ok
}
