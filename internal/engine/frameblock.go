package engine

import "unsafe"

// Frame blocks. A clause body needs a continuation frame for each call
// before its last one (tak/4's three recursive calls, qsort/2's partition
// and two sorts). They are made together, in one block per activation,
// allocated at the first of them and kept in an environment slot of the clause (see
// assignFrameBlock). The frames of one activation share their code,
// environment and parent, so the block keeps nothing alive that any one
// of its frames would not. A block goes back to a pool with its
// environment when the activation is over (Machine.releaseEnv), which is
// why even a single frame is worth a block.
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
// environment is env, taking the block at the activation's first such
// call.
func (m *Machine) blockFrame(env []Term, ref blockRef) *frame {
	base, _ := env[ref.slot].(*frame)
	if base == nil {
		base = m.allocBlock(int(ref.n))
		env[ref.slot] = base
	}
	return &unsafe.Slice(base, ref.n)[ref.index]
}

// blockPoolSizes bounds the block sizes kept for reuse, and
// blockPoolDepth how many of each size.
const (
	blockPoolSizes = 8
	blockPoolDepth = 32
)

// allocBlock returns a block of n zeroed frames, reusing one released
// with its environment when it can.
func (m *Machine) allocBlock(n int) *frame {
	if n < blockPoolSizes {
		if free := m.blockFree[n]; len(free) > 0 {
			b := free[len(free)-1]
			m.blockFree[n] = free[:len(free)-1]
			return b
		}
	}
	return &make([]frame, n)[0]
}

// releaseBlock takes back the frame block of a dead activation (see
// releaseEnv): its frames were the continuations of calls that have all
// returned, and nothing made since they were written is left to return
// to them.
func (m *Machine) releaseBlock(b *frame, n int) {
	if n >= blockPoolSizes || len(m.blockFree[n]) >= blockPoolDepth {
		return
	}
	clear(unsafe.Slice(b, n))
	m.blockFree[n] = append(m.blockFree[n], b)
}
