package repl

// clauseEnd returns the index just past the end token ("." followed by
// layout, "%" or the end of text) of the first clause in text, or -1
// when the clause is not complete yet. It knows enough of Prolog's
// tokens not to be fooled by quoted items, comments, 0'c character
// codes and symbol-character atoms such as =.. or '.'.
func clauseEnd(text string) int {
	n := len(text)
	for i := 0; i < n; {
		c := text[i]
		switch {
		case c == '%':
			for i < n && text[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < n && text[i+1] == '*':
			j := i + 2
			for j+1 < n && !(text[j] == '*' && text[j+1] == '/') {
				j++
			}
			if j+1 >= n {
				return -1
			}
			i = j + 2
		case c == '\'' || c == '"' || c == '`':
			j := i + 1
			for {
				if j >= n {
					return -1
				}
				if text[j] == '\\' {
					j = escapeEnd(text, j)
					continue
				}
				if text[j] == c {
					if j+1 < n && text[j+1] == c { // doubled quote
						j += 2
						continue
					}
					break
				}
				j++
			}
			i = j + 1
		case c == '0' && i+1 < n && text[i+1] == '\'':
			// 0'c: the character c, possibly a quote or an escape.
			j := i + 2
			if j < n && text[j] == '\\' {
				j = escapeEnd(text, j) - 1
			} else if j+1 < n && text[j] == '\'' && text[j+1] == '\'' {
				j++
			}
			i = j + 1
		case isDigit(c) || isAlnum(c):
			for i < n && isAlnum(text[i]) {
				i++
			}
			// A number's fraction: 1.5 is one token, 1. ends a clause.
			if i+1 < n && text[i] == '.' && isDigit(text[i+1]) && isDigit(c) {
				i++
			}
		case isSymbol(c):
			j := i
			for j < n && isSymbol(text[j]) {
				j++
			}
			if j-i == 1 && c == '.' && (j == n || isLayout(text[j]) || text[j] == '%') {
				if j < n {
					j++
				}
				return j
			}
			i = j
		default:
			i++
		}
	}
	return -1
}

// escapeEnd returns the index just past the escape sequence that starts
// with the backslash at text[j]: \xHH\ and \NNN\ (octal) end with a
// backslash of their own, which is no escape of the quote after it.
func escapeEnd(text string, j int) int {
	n := len(text)
	k := j + 1
	switch {
	case k < n && text[k] == 'x':
		k++
		for k < n && isHexDigit(text[k]) {
			k++
		}
	case k < n && text[k] >= '0' && text[k] <= '7':
		for k < n && text[k] >= '0' && text[k] <= '7' {
			k++
		}
	default:
		return j + 2
	}
	if k < n && text[k] == '\\' {
		k++
	}
	return k
}

func isHexDigit(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLayout(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
func isAlnum(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}
func isSymbol(c byte) bool {
	switch c {
	case '+', '-', '*', '/', '\\', '^', '<', '>', '=', '~', ':', '.', '?', '@', '#', '&', '$':
		return true
	}
	return false
}
