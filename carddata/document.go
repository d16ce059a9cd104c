package carddata

import (
	"bytes"
	"errors"
	"io"

	"gopkg.in/yaml.v3"
)

// readDocument parses data, named file in errors, as YAML, and returns the
// root of its one document. A file with no document, or with more than one
// (a second "---"), is an error: a card file holds one document.
func readDocument(file string, data []byte) (*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	err := dec.Decode(&doc)
	if errors.Is(err, io.EOF) || err == nil && len(doc.Content) == 0 {
		var errs ErrorList
		errs.Add(Pos{File: file, Line: 1, Col: 1}, "an empty file", "a YAML document", "")
		return nil, errs.Err()
	}
	if err != nil {
		return nil, syntaxError(file, data, err)
	}
	var next yaml.Node
	switch err := dec.Decode(&next); {
	case errors.Is(err, io.EOF):
		return doc.Content[0], nil
	case err != nil:
		return nil, syntaxError(file, data, err)
	}
	var errs ErrorList
	errs.Add(Pos{File: file, Line: next.Line, Col: next.Column}, "a second YAML document",
		"one document in a card file", "")
	return nil, errs.Err()
}
