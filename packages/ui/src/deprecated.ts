// The screens' former names. Each screen is now named after its page (LandingPage -> LandingScreen);
// these aliases keep code written against earlier versions working and will go in a major release.
import { AgentDetailScreen, type AgentDetailScreenProps } from './components/AgentDetailScreen/AgentDetailScreen';
import { AgentsScreen, type AgentsScreenProps } from './components/AgentsScreen/AgentsScreen';
import { AuthScreen, type AuthScreenProps } from './components/AuthScreen/AuthScreen';
import { CreateAgentScreen, type CreateAgentScreenProps } from './components/CreateAgentScreen/CreateAgentScreen';
import { DashboardScreen, type DashboardScreenProps } from './components/DashboardScreen/DashboardScreen';
import { LandingScreen, type LandingScreenProps } from './components/LandingScreen/LandingScreen';
import { NotFoundScreen } from './components/NotFoundScreen/NotFoundScreen';
import { PublishScreen, type PublishScreenProps } from './components/PublishScreen/PublishScreen';
import { SearchScreen, type SearchScreenProps } from './components/SearchScreen/SearchScreen';

/** @deprecated Use `AgentDetailScreen`. */
export const AgentDetail = AgentDetailScreen;
/** @deprecated Use `AgentDetailScreenProps`. */
export type AgentDetailProps = AgentDetailScreenProps;
/** @deprecated Use `AgentsScreen`. */
export const AgentList = AgentsScreen;
/** @deprecated Use `AgentsScreenProps`. */
export type AgentListProps = AgentsScreenProps;
/** @deprecated Use `AuthScreen`. */
export const AuthForm = AuthScreen;
/** @deprecated Use `AuthScreenProps`. */
export type AuthFormProps = AuthScreenProps;
/** @deprecated Use `CreateAgentScreen`. */
export const CreateAgentPlaceholder = CreateAgentScreen;
/** @deprecated Use `CreateAgentScreenProps`. */
export type CreateAgentPlaceholderProps = CreateAgentScreenProps;
/** @deprecated Use `DashboardScreen`. */
export const Dashboard = DashboardScreen;
/** @deprecated Use `DashboardScreenProps`. */
export type DashboardProps = DashboardScreenProps;
/** @deprecated Use `LandingScreen`. */
export const Landing = LandingScreen;
/** @deprecated Use `LandingScreenProps`. */
export type LandingProps = LandingScreenProps;
/** @deprecated Use `NotFoundScreen`. */
export const NotFound = NotFoundScreen;
/** @deprecated Use `PublishScreen`. */
export const PublishAgentForm = PublishScreen;
/** @deprecated Use `PublishScreenProps`. */
export type PublishAgentFormProps = PublishScreenProps;
/** @deprecated Use `SearchScreen`. */
export const SearchResults = SearchScreen;
/** @deprecated Use `SearchScreenProps`. */
export type SearchResultsProps = SearchScreenProps;
