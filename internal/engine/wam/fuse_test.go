package wam

import "testing"

// TestFuseMoves checks the runs of moves that fuse makes: each run's
// first instruction carries the run and its length, the others stay as
// they are, and a run is of one kind (opGetVarX and opPutValX being one).
func TestFuseMoves(t *testing.T) {
	tests := []struct {
		name string
		in   []opcode
		want []opcode
		runs map[int]int // index of a run's first instruction: its length
	}{
		{"single moves stay", []opcode{opPutValY, opCall, opPutValY}, []opcode{opPutValY, opCall, opPutValY}, nil},
		{"a run of three", []opcode{opPutValY, opPutValY, opPutValY, opExecute},
			[]opcode{opPutValYs, opPutValY, opPutValY, opExecute}, map[int]int{0: 3}},
		{"kinds do not mix", []opcode{opGetVarY, opGetVarY, opPutValY, opPutValY},
			[]opcode{opGetVarYs, opGetVarY, opPutValYs, opPutValY}, map[int]int{0: 2, 2: 2}},
		{"register moves of both kinds", []opcode{opGetVarX, opPutValX, opGetVarX, opProceed},
			[]opcode{opMovesX, opPutValX, opGetVarX, opProceed}, map[int]int{0: 3}},
		{"a run at the end", []opcode{opCall, opGetVarY, opGetVarY},
			[]opcode{opCall, opGetVarYs, opGetVarY}, map[int]int{1: 2}},
		{"a run of arguments enters the call", []opcode{opPutValY, opPutValY, opCall},
			[]opcode{opPutValYs, opPutValY, opCall}, map[int]int{0: 2}},
		{"an allocation carries out the run after it", []opcode{opAllocate, opGetVarY, opGetVarY, opCall},
			[]opcode{opAllocate, opGetVarYs, opGetVarY, opCall}, map[int]int{1: 2}},
		{"a long run is cut into runs of maxRun", []opcode{opPutValY, opPutValY, opPutValY, opPutValY, opPutValY, opPutValY, opPutValY},
			[]opcode{opPutValYs, opPutValY, opPutValY, opPutValYs, opPutValY, opPutValY, opPutValY}, map[int]int{0: 3, 3: 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code := make([]instr, len(tt.in))
			for i, op := range tt.in {
				code[i] = instr{op: op, a: i, b: i + 1}
			}
			fuse(code)
			for i, in := range code {
				if in.op != tt.want[i] {
					t.Errorf("instruction %d: op %d, want %d", i, in.op, tt.want[i])
				}
				if in.a != i || in.b != i+1 {
					t.Errorf("instruction %d: operands changed to %d, %d", i, in.a, in.b)
				}
				n, ok := tt.runs[i]
				if !ok {
					continue
				}
				next := opHalt
				if i+n < len(code) {
					next = code[i+n].op
				}
				if then := in.c&runThenCall != 0; then != (in.op == opPutValYs && (next == opCall || next == opExecute || next == opDeallocExecute)) {
					t.Errorf("instruction %d: runThenCall %v before op %d", i, then, next)
				}
				if i > 0 && code[i-1].op == opAllocate && code[i-1].c != in.c {
					t.Errorf("instruction %d: the allocation before carries %#x, want the run's %#x", i, code[i-1].c, in.c)
				}
				if got := int(in.c & runCount); got != n {
					t.Errorf("instruction %d: run of %d, want %d", i, got, n)
				}
				for k := 0; k < n; k++ {
					mv := uint64(in.c) >> (16 * (k + 1))
					if a, b := int(uint8(mv)), int(uint8(mv>>8)); a != code[i+k].a || b != code[i+k].b {
						t.Errorf("instruction %d: move %d packed as %d, %d, want %d, %d", i, k, a, b, code[i+k].a, code[i+k].b)
					}
				}
			}
		})
	}
}

// TestFuseStructs checks the structures that fuse runs with their
// arguments: a getStruct of at most maxFusedArity arguments, each one
// unify instruction, becomes opGetStructN, and any other stays.
func TestFuseStructs(t *testing.T) {
	st := func(n int) instr { return instr{op: opGetStruct, b: n} }
	u := func(op opcode) instr { return instr{op: op} }
	many := []instr{st(maxFusedArity + 1)}
	for range maxFusedArity + 1 {
		many = append(many, u(opUnifyVarX))
	}
	tests := []struct {
		name string
		code []instr
		want opcode
	}{
		{"arguments of one instruction each", []instr{st(3), u(opUnifyVarX), u(opUnifyValY), instr{op: opUnifyVoid, a: 1}, u(opProceed)}, opGetStructN},
		{"a constant and a register", []instr{st(2), u(opUnifyConst), u(opUnifyValX)}, opGetStructN},
		{"two voids in one instruction", []instr{st(3), u(opUnifyVarX), instr{op: opUnifyVoid, a: 2}, u(opProceed)}, opGetStruct},
		{"arguments past the code's end", []instr{st(3), u(opUnifyVarX)}, opGetStruct},
		{"an arity past maxFusedArity", many, opGetStruct},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fuse(tt.code)
			if got := tt.code[0].op; got != tt.want {
				t.Errorf("op %d, want %d", got, tt.want)
			}
		})
	}
}
