package wam

// Which permanent variables of a frame the collector keeps: those that
// the clause can still read. A clause's body is straight-line code (its
// disjunctions, if-then-elses and negations are predicates of their
// own), so what a frame still reads when control returns to it at code
// index pc is found by reading the clause's code from pc to its end: a
// permanent variable read there before anything sets it is live, and
// every other one is dead. A dead variable is given a harmless constant
// before marking, so that the collector neither keeps what it refers to
// nor relocates it. This is the environment trimming of the WAM
// literature, done lazily, at collection time, as SWI-Prolog's collector
// does it by walking the code after each frame's return point.
//
// A frame can be returned to at several code indices: the continuation
// of the frame above it, and that of each choicepoint that leads back to
// it. gcFrames walks each of those chains; a frame met on two of them
// keeps all its variables, as does one whose return point is not plain
// clause code (a wake-up's or cleanup's resume frame, the tracer's
// frames), or is not known for certain (the choicepoint of a built-in's
// redo goes on at a code index it saved itself).

// allLive is the live set of a frame whose every permanent variable is
// kept.
const allLive = ^uint64(0)

// liveEntry is a return point's live set in the collector's cache of
// them: the permanent variables 0 to 63 that the clause reads after pc,
// as a bit set, and whether the code from pc on is plain clause code.
type liveEntry struct {
	pc    int32 // the code index, plus one: 0 is an empty entry
	plain bool
	mask  uint64
}

// liveCacheSize is the number of return points whose live sets the
// collector keeps between collections: a deep recursion has a frame at
// each of a few return points, and each is read once per frame.
const liveCacheSize = 1 << 9

// liveAt returns the live set of a frame whose clause goes on at code
// index pc, and whether that code is plain clause code: when it is not,
// the set is allLive.
func (g *gcState) liveAt(code []instr, pc int) (uint64, bool) {
	if g.liveCache == nil {
		g.liveCache = make([]liveEntry, liveCacheSize)
	}
	e := &g.liveCache[pc&(liveCacheSize-1)]
	if int(e.pc) != pc+1 {
		mask, plain := liveAfter(code, pc)
		*e = liveEntry{pc: int32(pc + 1), plain: plain, mask: mask}
	}
	return e.mask, e.plain
}

// liveAfter reads code from pc to the end of its clause and returns the
// permanent variables read there before they are set, and whether every
// instruction is one that it knows: one that reads and sets permanent
// variables only through its operands. Anything else (the end of the
// code, an instruction that resumes or diverts control, the tracer's)
// makes the answer allLive and not plain. A variable numbered 64 or
// more that is read makes it allLive too, as the set has no bit for it
// (and clearDead keeps such variables in any case).
func liveAfter(code []instr, pc int) (uint64, bool) {
	var live, set uint64
	wide := false
	read := func(k int) {
		if k >= 64 {
			wide = true
		} else if set&(1<<k) == 0 {
			live |= 1 << k
		}
	}
	write := func(k int) {
		if k < 64 {
			set |= 1 << k
		}
	}
	for ; pc >= 0 && pc < len(code); pc++ {
		in := &code[pc]
		switch in.op {
		case opDeallocate, opDeallocExecute, opProceed, opDeallocProceed, opExecute, opHalt, opFail:
			if wide {
				return allLive, true
			}
			return live, true
		case opGetVarY, opGetVarYs, opIncrY:
			write(in.b)
		case opUnifyVarY, opPutVarY, opCutBY, opLevelY:
			write(in.a)
		case opGetValY:
			read(in.b)
		case opUnifyValY, opPutValY, opPutValYs:
			read(in.a)
		case opArith:
			// is/2's value stored in a permanent variable that holds a
			// new variable: counted as read, as nothing is lost by
			// keeping an unbound variable.
			if in.ar.into == intoY {
				read(in.ar.lhs)
			}
		case opGetVarX, opGetValX, opGetConst, opGetList, opGetList2, opGetStruct, opGetStructN,
			opGetListOccurs, opGetStructOccurs, opGetList2Occurs, opGetStructNOccurs,
			opUnifyVarX, opUnifyValX, opUnifyConst, opUnifyVoid,
			opPutVarX, opPutValX, opPutConst, opPutList, opPutStruct, opMovesX,
			opCall, opCutB, opLevelX, opCutTo, opSoftCut,
			opUnify, opUnifyFree, opNotUnify, opUnifiable, opEq, opNotEq, opType,
			opNative, opForeign, opIncr:
		case opArg, opCompare:
			// An arg/3 or compare/3 into a new permanent variable sets
			// it.
			if in.c&3 == 3 {
				write(int(in.c >> 2))
			}
		case opFunctor:
			// So does a functor/3 into new permanent variables.
			for k := range 3 {
				if t := in.c >> (intoBits * k) & intoMask; t&3 == 3 {
					write(int(t >> 2))
				}
			}
		default:
			return allLive, false
		}
	}
	return allLive, false
}

// clearDead gives the permanent variables ys of a frame that are not in
// its live set a harmless constant: nothing reads them again.
func clearDead(ys []cell, live uint64) {
	if n := len(ys); n < 64 && live&(1<<n-1) == 1<<n-1 {
		return
	}
	// The set has no bit for a variable numbered 64 or more: such a
	// variable stays.
	for k := range min(len(ys), 64) {
		if live&(1<<k) == 0 {
			ys[k] = nilCell
		}
	}
}

// regSet is a set of register numbers, a bit each.
type regSet []uint64

// newRegSet returns an empty set of the registers below n, in buf's
// memory when it has room.
func newRegSet(buf regSet, n int) regSet {
	words := (n + 63) / 64
	if cap(buf) < words {
		buf = make(regSet, words)
	}
	buf = buf[:words]
	clear(buf)
	return buf
}

func (s regSet) has(k int) bool { return k>>6 < len(s) && s[k>>6]&(1<<(k&63)) != 0 }
func (s regSet) add(k int)      { s[k>>6] |= 1 << (k & 63) }

// liveRegs puts in live the registers below len(live)*64 that the code
// from pc on reads before it sets them: up to the next call, which reads
// its arguments and after which no register is live, or the end of the
// clause; set is scratch of the same size. ok is false when the code
// holds an instruction that it does not know, or reads a register past
// the set. A resume frame (see pushResume) keeps only these: a register
// that the code at pc does not read may hold what an earlier collection
// or backtracking freed, which a frame must not hold up to the
// collector.
func liveRegs(code []instr, pc int, live, set regSet) (ok bool) {
	limit := len(live) * 64
	wide := false
	read := func(k int) {
		switch {
		case k >= limit:
			wide = true
		case !set.has(k):
			live.add(k)
		}
	}
	write := func(k int) {
		if k < limit {
			set.add(k)
		}
	}
	args := func(n int) bool {
		for k := range n {
			read(k)
		}
		return !wide
	}
	for ; pc >= 0 && pc < len(code); pc++ {
		in := &code[pc]
		switch in.op {
		case opArg:
			// arg/3 into a new variable reads two arguments (see
			// argInto); otherwise it is a built-in as below.
			if in.c != 0 {
				return args(2)
			}
			return args(in.a)
		case opCompare:
			// compare/3 into a new variable reads the two after it (see
			// compareInto).
			if in.c != 0 {
				read(1)
				read(2)
				return !wide
			}
			return args(in.a)
		case opFunctor:
			// functor/3 reads the arguments that are not new variables
			// (see functorInto).
			for k := range 3 {
				if in.c>>(intoBits*k)&intoMask == 0 {
					read(k)
				}
			}
			return !wide
		case opCall, opExecute, opDeallocExecute, opNative, opForeign:
			// A built-in, like a call, reads its arguments and may set
			// the registers above them (a redo's state): nothing the
			// clause keeps in a register lives across it.
			return args(in.a)
		case opProceed, opDeallocProceed, opHalt, opFail:
			return !wide
		case opGetVarX, opMovesX:
			read(in.a)
			write(in.b)
		case opPutValX:
			read(in.a)
			write(in.b)
		case opGetVarY, opGetVarYs, opGetValY, opGetConst, opGetList, opGetList2, opGetStruct, opGetStructN,
			opGetListOccurs, opGetStructOccurs, opGetList2Occurs, opGetStructNOccurs,
			opCutTo, opIncrY:
			read(in.a)
		case opGetValX, opUnify, opUnifyFree, opNotUnify, opUnifiable, opEq, opNotEq, opSoftCut:
			read(in.a)
			read(in.b)
		case opType:
			read(in.b)
		case opUnifyVarX, opCutB, opLevelX:
			write(in.a)
		case opUnifyValX:
			read(in.a)
		case opPutVarX:
			write(in.a)
			write(in.b)
		case opPutVarY, opPutValY, opPutValYs, opPutConst, opPutList, opPutStruct:
			write(in.b)
		case opIncr:
			read(in.a)
			write(in.b)
		case opArith:
			for _, s := range in.ar.code {
				if s.k == aPush {
					read(s.r)
				}
			}
			switch in.ar.into {
			case intoUnify:
				read(in.ar.lhs)
			case intoReg:
				write(in.ar.lhs)
			}
		case opUnifyVarY, opUnifyValY, opUnifyConst, opUnifyVoid,
			opAllocate, opDeallocate, opCutBY, opLevelY:
		default:
			return false
		}
	}
	return false
}
