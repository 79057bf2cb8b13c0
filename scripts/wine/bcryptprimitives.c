/*
 * bcryptprimitives.dll for Wine 8, which lacks it: Go's windows runtime
 * loads the DLL from system32 at start-up for ProcessPrng, its source of
 * random bytes, and stops when the DLL is missing. Windows 8 and later
 * have the DLL; this one gives Wine the one function Go calls, filled
 * from RtlGenRandom (advapi32's SystemFunction036), so that
 * scripts/winecheck.sh can run the windows build under Debian's Wine.
 * It is built there with mingw-w64 and never shipped.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}
