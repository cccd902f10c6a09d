package manifest

type MapperUse struct {
	Item      string   `json:"item"`
	Position  Position `json:"position"`
	Mapper    string   `json:"mapper"`
	Type      string   `json:"type"`
	Declared  Position `json:"declared"`
	Expansion string   `json:"expansion"`
	// Entries are the entries one mapped object expands to.
	Entries []string `json:"entries"`
}

type MapBuild struct {
	Parents []string  `json:"parents,omitempty"`
	Nodes   []MapNode `json:"nodes"`
}

type MapNode struct {
	Text      string   `json:"text,omitempty"`
	Base      string   `json:"base,omitempty"`
	Begin     string   `json:"begin,omitempty"`
	Size      string   `json:"size,omitempty"`
	Flags     uint64   `json:"flags,omitempty"`
	FlagNames []string `json:"flag_names,omitempty"`
	Parent    string   `json:"parent,omitempty"`
	MemberOf  string   `json:"member_of,omitempty"`
	Loop      *MapLoop `json:"loop,omitempty"`
}

type MapLoop struct {
	Index string    `json:"index"`
	Count string    `json:"count"`
	Body  []MapNode `json:"body"`
}
