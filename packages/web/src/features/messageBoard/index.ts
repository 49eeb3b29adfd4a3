export { MessageBoardButton } from './MessageBoardButton';
export { MessageBoardPage } from './MessageBoardPage';
