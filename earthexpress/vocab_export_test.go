package earthexpress

// StandardYAML is the embedded standard card file, for the vocabulary
// test.
func StandardYAML() []byte {
	data, err := cardFiles.ReadFile(standardFile)
	if err != nil {
		panic(err)
	}
	return data
}

// CompilerWords are the words the ability compiler's own lists accept:
// the resources, the colours and the standard set's card words.
func CompilerWords() []string {
	words := append(append([]string{}, resourceWords...), colourWords()...)
	return append(words, standard().vocab.Words()...)
}
