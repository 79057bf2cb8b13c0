// Package bignat holds big-integer algorithms on math/big values that
// math/big does not offer. Products and squares (Mul, Sqr, Scratch)
// take a schoolbook basecase whose rows run in one assembly call on
// amd64 (MULX/ADCX/ADOX where the processor has BMI2 and ADX, MULQ
// elsewhere; math/big's multiply-add kernel a row on other
// architectures), with a square that computes each cross product once;
// Karatsuba above it, and Toom-Cook-3 above that, for operands of a few
// hundred words and more, all with temporaries from one arena kept from
// one product to the next. Division is schoolbook by a divisor prepared
// once (Divisor), faster than math/big's for divisors of a few words to
// a few dozen. They work on the magnitudes ([]big.Word, least
// significant word first, through big.Int.Bits and SetBits) and leave
// the additions, subtractions and shifts to math/big's assembly
// kernels, which it keeps reachable by name.
package bignat
