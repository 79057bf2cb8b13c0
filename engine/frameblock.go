package engine

import "unsafe"

// Frame blocks. A clause body with several calls before its last one
// needs a continuation frame for each (tak/4's three recursive calls,
// qsort/2's partition and two sorts). Each frame used to be an
// allocation of its own; they are now made together, in one block per
// activation, allocated at the first of them and kept in an environment
// slot of the clause (see assignFrameBlock). The frames of one activation
// share their code, environment and parent, so the block keeps nothing
// alive that any one of its frames would not.
//
// A block's frame k is overwritten each time the body reaches its k-th
// call. That is sound because frames are immutable to whoever holds them:
// the body reaches the same call again only by backtracking to a
// choicepoint made before it, and that removes every choicepoint,
// catcher and continuation made since, which are all that can refer to
// the frame written the previous time.

// blockRef locates a call's frame: the environment slot holding the
// block, the frame's index in it, and the block's size (0: no block).
type blockRef struct {
	slot, index, n int32
}

// frame is a Term only so that its block can sit in an environment slot;
// no template refers to that slot, so a frame never appears in a term.
func (*frame) isTerm() {}

// blockFrame returns the frame of the call at ref in the activation whose
// environment is env, allocating the block at the activation's first
// such call.
func blockFrame(env []Term, ref blockRef) *frame {
	base, _ := env[ref.slot].(*frame)
	if base == nil {
		base = &make([]frame, ref.n)[0]
		env[ref.slot] = base
	}
	return &unsafe.Slice(base, ref.n)[ref.index]
}
