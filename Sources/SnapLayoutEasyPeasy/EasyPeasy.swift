// EasyPeasy style: work in progress in this session.
