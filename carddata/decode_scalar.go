package carddata

import (
	"encoding"
	"reflect"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// scalarOnce decodes the anchored scalar n into v, or copies the result of
// decoding it into a value of v's type before: an alias does not decode
// the same text again, nor report its errors again.
func (d *decoder) scalarOnce(n *yaml.Node, v reflect.Value) {
	for v.Kind() == reflect.Pointer {
		if _, ok := unmarshaler(v); ok {
			break
		}
		v.Set(reflect.New(v.Type().Elem()))
		v = v.Elem()
	}
	key := decodedKey{n, v.Type()}
	if done, ok := d.decoded[key]; ok {
		v.Set(done)
		if d.failed[key] {
			d.reused++
		}
		return
	}
	before := len(d.errs)
	d.decode(n, v)
	if d.decoded == nil {
		d.decoded = map[decodedKey]reflect.Value{}
	}
	if len(d.errs) > before {
		if d.failed == nil {
			d.failed = map[decodedKey]bool{}
		}
		d.failed[key] = true
	}
	done := reflect.New(v.Type()).Elem()
	done.Set(v)
	d.decoded[key] = done
}

// yamlBools are the booleans of the YAML 1.2 core schema.
var yamlBools = map[string]bool{
	"true": true, "True": true, "TRUE": true,
	"false": false, "False": false, "FALSE": false,
}

func (d *decoder) scalar(n *yaml.Node, v reflect.Value) {
	if !d.expect(n, yaml.ScalarNode, "a single value") {
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(n.Value)
	case reflect.Bool:
		b, ok := yamlBools[n.Value]
		if !ok {
			d.errs.Add(d.pos(n), describe(n), "true or false", "")
			return
		}
		v.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		d.signed(n, v)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		d.unsigned(n, v)
	default:
		d.errs.Addf(d.pos(n), "carddata: fields of type %s are not supported", v.Type())
	}
}

// signed decodes a whole number into an int field, saying so when the
// number does not fit.
func (d *decoder) signed(n *yaml.Node, v reflect.Value) {
	if !isWholeNumber(n.Value) {
		d.errs.Add(d.pos(n), describe(n), "a whole number", "")
		return
	}
	bits := v.Type().Bits()
	i, err := strconv.ParseInt(n.Value, 10, bits)
	if err != nil {
		lo, hi := -(int64(1) << (bits - 1)), int64(1)<<(bits-1)-1
		d.outOfRange(n, strconv.FormatInt(lo, 10), strconv.FormatInt(hi, 10))
		return
	}
	v.SetInt(i)
}

// unsigned decodes a whole number into a uint field, saying so when the
// number does not fit.
func (d *decoder) unsigned(n *yaml.Node, v reflect.Value) {
	if !isWholeNumber(n.Value) {
		d.errs.Add(d.pos(n), describe(n), "a whole number of 0 or more", "")
		return
	}
	digits := strings.TrimPrefix(n.Value, "+")
	if strings.Trim(digits, "-0") == "" {
		digits = "0" // "-0" is 0
	}
	bits := v.Type().Bits()
	u, err := strconv.ParseUint(digits, 10, bits)
	if err != nil {
		d.outOfRange(n, "0", strconv.FormatUint(uint64(1)<<bits-1, 10))
		return
	}
	v.SetUint(u)
}

func (d *decoder) outOfRange(n *yaml.Node, lo, hi string) {
	d.errs.Addf(d.pos(n), "number %s is out of range: expected a whole number from %s to %s",
		short(n.Value), lo, hi)
}

// isWholeNumber reports whether s is written as a whole number: an
// optional sign, then decimal digits.
func isWholeNumber(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// text decodes a scalar through its TextUnmarshaler and places the errors
// it reports in the file. An Expr decoded without error keeps where it is,
// for Expr.Place.
func (d *decoder) text(n *yaml.Node, u encoding.TextUnmarshaler) {
	if !d.expect(n, yaml.ScalarNode, "a single value") {
		return
	}
	err := u.UnmarshalText([]byte(n.Value))
	if err == nil {
		if x, ok := u.(*Expr); ok && x.Ability != nil {
			x.at = &exprSite{src: d.source(), line: n.Line, col: n.Column, style: n.Style}
		}
		return
	}
	d.errs = place(d.errs, d.source(), n, err)
}

// place appends to list the errors of err, positioned in the text of the
// scalar n of src (line 1, column 1 its first character), at their places
// in the file: an entry without a position, or one that cannot be placed,
// at the scalar; an error that is no carddata error as one entry at the
// scalar.
func place(list ErrorList, src *source, n *yaml.Node, err error) ErrorList {
	at := Pos{File: src.file, Line: n.Line, Col: n.Column}
	entries, ok := entriesOf(err)
	if !ok {
		list.AddError(at, err)
		return list
	}
	rels := make([]Pos, len(entries))
	for i, e := range entries {
		if e != nil {
			rels[i] = e.Pos
		}
	}
	places := scalarPositions(src.lineIndex(), n, rels)
	for i, e := range entries {
		if e == nil {
			continue
		}
		moved := *e
		moved.Pos = at
		if places[i].Line > 0 {
			moved.Pos.Line, moved.Pos.Col = places[i].Line, places[i].Col
		}
		list = append(list, &moved)
	}
	return list
}

// source is a file being decoded: its name, its text and, built on first
// use, the index of its lines.
type source struct {
	file  string
	data  []byte
	lines *lineIndex
}

func (s *source) lineIndex() *lineIndex {
	if s.lines == nil {
		s.lines = newLineIndex(s.data)
	}
	return s.lines
}

func (d *decoder) source() *source {
	if d.src == nil {
		d.src = &source{file: d.file, data: d.data}
	}
	return d.src
}
