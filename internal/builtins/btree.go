package builtins

import (
	"math"

	"github.com/goprolog/goprolog/internal/engine"
)

// SWI-Prolog's search of a balanced binary tree written as terms, which
// library(assoc)'s get_assoc/3 calls: the tree walks in Go, one
// inference per lookup, as SWI-Prolog walks it in C.

// btreeFindNode implements '$btree_find_node'(+Key, +Tree, +Pos, -Node,
// -Order). Pos packs three argument positions of a node, one byte each:
// its key (Pos >> 16), its left subtree (Pos >> 8) and its right subtree
// (Pos). From Tree, the walk goes left of a node whose key is above Key
// in the standard order, and right of one below, while the subtree is a
// compound of the node's name and arity. Node is the node where it
// stops, and Order is = when Key is that node's key, < or > when the walk
// stops for want of a left or right subtree.
func btreeFindNode(m *engine.Machine, args []engine.Term) (bool, error) {
	if _, big := engine.Deref(args[2]).(*engine.BigInt); big {
		return false, engine.RepresentationError("uint")
	}
	pos, err := intArg(args[2])
	if err != nil {
		return false, err
	}
	if pos < 0 || pos > math.MaxUint32 {
		return false, engine.RepresentationError("uint")
	}
	t := engine.Deref(args[1])
	if _, ok := t.(*engine.Var); ok {
		return false, engine.InstantiationError()
	}
	node, ok := t.(*engine.Compound)
	if !ok {
		return false, engine.TypeError("btree", t)
	}
	kp, lp, rp, ok := engine.BTreePositions(pos, len(node.Args))
	if !ok {
		return false, engine.TypeError("btree", t)
	}
	for {
		d := engine.Compare(args[0], node.Args[kp-1])
		if d == 0 {
			return m.Unify(args[3], node) && m.Unify(args[4], engine.AtomEqual), nil
		}
		side, order := lp, atomLess
		if d > 0 {
			side, order = rp, atomGreater
		}
		var next *engine.Compound
		if side <= len(node.Args) {
			next, _ = engine.Deref(node.Args[side-1]).(*engine.Compound)
		}
		if next == nil || next.Name != node.Name || len(next.Args) != len(node.Args) {
			return m.Unify(args[3], node) && m.Unify(args[4], order), nil
		}
		node = next
	}
}

var btreeBuiltins = []engine.BuiltinSpec{
	{Name: "$btree_find_node", Arity: 5, Fn: btreeFindNode},
}
