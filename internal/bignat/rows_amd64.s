#include "textflag.h"

// func addMulRowsADX(z, x, y *big.Word, l, rows, step int)
//
// For r in [0, rows): z[r : r+L) += x[:L]·y[r] and z[r+L] = the carry
// out, with L = l + r·step (l >= 1). Each row keeps two carry chains,
// CF for the high word of the previous product and OF for z's word; the
// loops are controlled by LEAQ and JCXZQ, which leave the flags alone,
// so that the chains run through the whole row.
TEXT ·addMulRowsADX(SB), NOSPLIT, $0-48
	MOVQ z+0(FP), R10
	MOVQ x+8(FP), R9
	MOVQ y+16(FP), R12
	MOVQ l+24(FP), R8
	MOVQ rows+32(FP), AX
	TESTQ AX, AX
	JZ done

rowloop:
	MOVQ 0(R12), DX
	MOVQ R9, SI
	MOVQ R10, DI
	MOVQ R8, CX
	ANDQ $3, CX
	MOVQ R8, R15
	SHRQ $2, R15
	XORQ BX, BX // carry word 0; clears CF and OF

loop1:
	JCXZQ loop1done
	MULXQ 0(SI), R13, R11
	ADCXQ BX, R13
	ADOXQ 0(DI), R13
	MOVQ R13, 0(DI)
	MOVQ R11, BX
	LEAQ 8(SI), SI
	LEAQ 8(DI), DI
	LEAQ -1(CX), CX
	JMP loop1

loop1done:
	MOVQ R15, CX

loop4:
	JCXZQ loop4done
	MULXQ 0(SI), R13, R11
	ADCXQ BX, R13
	ADOXQ 0(DI), R13
	MULXQ 8(SI), R14, BX
	ADCXQ R11, R14
	ADOXQ 8(DI), R14
	MOVQ R13, 0(DI)
	MOVQ R14, 8(DI)
	MULXQ 16(SI), R13, R11
	ADCXQ BX, R13
	ADOXQ 16(DI), R13
	MULXQ 24(SI), R14, BX
	ADCXQ R11, R14
	ADOXQ 24(DI), R14
	MOVQ R13, 16(DI)
	MOVQ R14, 24(DI)
	LEAQ 32(SI), SI
	LEAQ 32(DI), DI
	LEAQ -1(CX), CX
	JMP loop4

loop4done:
	// CX is 0: add the two pending carries to the high word.
	ADCXQ CX, BX
	ADOXQ CX, BX
	MOVQ BX, 0(DI)
	ADDQ $8, R12
	ADDQ $8, R10
	ADDQ step+40(FP), R8
	DECQ AX
	JNZ rowloop

done:
	RET

// func cpuHasADX() bool
//
// cpuHasADX reports whether the processor has BMI2 (MULX) and ADX
// (ADCX, ADOX): CPUID leaf 7, EBX bits 8 and 19.
TEXT ·cpuHasADX(SB), NOSPLIT, $0-1
	MOVL $0, AX
	CPUID
	CMPL AX, $7
	JB no
	MOVL $7, AX
	MOVL $0, CX
	CPUID
	ANDL $0x80100, BX
	CMPL BX, $0x80100
	JNE no
	MOVB $1, ret+0(FP)
	RET
no:
	MOVB $0, ret+0(FP)
	RET

// func addMulRowsMULQ(z, x, y *big.Word, l, rows, step int)
//
// addMulRowsADX for processors without BMI2 and ADX: MULQ, and the
// carry word added with ADDQ and ADCQ, one carry chain per product.
TEXT ·addMulRowsMULQ(SB), NOSPLIT, $0-48
	MOVQ z+0(FP), R10
	MOVQ x+8(FP), R9
	MOVQ y+16(FP), R12
	MOVQ l+24(FP), R8
	MOVQ rows+32(FP), R13
	TESTQ R13, R13
	JZ mdone

mrowloop:
	MOVQ 0(R12), R14
	MOVQ R9, SI
	MOVQ R10, DI
	MOVQ R8, CX
	ANDQ $3, CX
	MOVQ R8, R15
	SHRQ $2, R15
	XORQ BX, BX
	TESTQ CX, CX
	JZ mloop1done

mloop1:
	MOVQ 0(SI), AX
	MULQ R14
	ADDQ BX, AX
	ADCQ $0, DX
	ADDQ AX, 0(DI)
	ADCQ $0, DX
	MOVQ DX, BX
	ADDQ $8, SI
	ADDQ $8, DI
	DECQ CX
	JNZ mloop1

mloop1done:
	TESTQ R15, R15
	JZ mloop4done

mloop4:
	MOVQ 0(SI), AX
	MULQ R14
	ADDQ BX, AX
	ADCQ $0, DX
	ADDQ AX, 0(DI)
	ADCQ $0, DX
	MOVQ DX, BX
	MOVQ 8(SI), AX
	MULQ R14
	ADDQ BX, AX
	ADCQ $0, DX
	ADDQ AX, 8(DI)
	ADCQ $0, DX
	MOVQ DX, BX
	MOVQ 16(SI), AX
	MULQ R14
	ADDQ BX, AX
	ADCQ $0, DX
	ADDQ AX, 16(DI)
	ADCQ $0, DX
	MOVQ DX, BX
	MOVQ 24(SI), AX
	MULQ R14
	ADDQ BX, AX
	ADCQ $0, DX
	ADDQ AX, 24(DI)
	ADCQ $0, DX
	MOVQ DX, BX
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ R15
	JNZ mloop4

mloop4done:
	MOVQ BX, 0(DI)
	ADDQ $8, R12
	ADDQ $8, R10
	ADDQ step+40(FP), R8
	DECQ R13
	JNZ mrowloop

mdone:
	RET

// func sqrDiagADX(z, t, x *big.Word, n int)
//
// z[:2n] = t[:2n]·2 + the squares of x's words, x[i]² at word 2i: the
// last pass of a schoolbook square, t holding the products x[i]·x[j]
// for i < j. The doubling is ADCX of each word of t with itself (CF
// carrying the bit shifted out of the word below) and the squares come
// in by ADOX (OF carrying the sum's carry), so that one pass does what
// a shift, a pass of squares and an addition would. The loop is
// controlled by LEAQ and JCXZQ, which leave the flags alone. The sum
// fits in 2n words: both chains end with no carry.
TEXT ·sqrDiagADX(SB), NOSPLIT, $0-32
	MOVQ z+0(FP), DI
	MOVQ t+8(FP), BX
	MOVQ x+16(FP), SI
	MOVQ n+24(FP), CX
	XORQ AX, AX // clears CF and OF

sqloop:
	JCXZQ sqdone
	MOVQ 0(SI), DX
	MULXQ DX, R13, R11
	MOVQ 0(BX), R8
	ADCXQ R8, R8
	ADOXQ R13, R8
	MOVQ R8, 0(DI)
	MOVQ 8(BX), R9
	ADCXQ R9, R9
	ADOXQ R11, R9
	MOVQ R9, 8(DI)
	LEAQ 8(SI), SI
	LEAQ 16(BX), BX
	LEAQ 16(DI), DI
	LEAQ -1(CX), CX
	JMP sqloop

sqdone:
	RET
